import { isValidEmail, LANGUAGES, type Language } from '@emisja/shared';
import { commandLogger } from '../../lib/command-logger.ts';
import { slugify } from '../../lib/slug.ts';
import type { Db } from '../../db/client.ts';
import { advisors } from '../../db/schema/index.ts';
import { createRequestContext, type Landing } from '../../lib/request-context.ts';
import { loadAdvisorActor } from '../advisors/advisor-actor.service.ts';
import { sendActivationEmail } from '../auth/account.service.ts';
import { findOrCreateAccount, grantAdvisorPanel } from '../auth/accounts.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { createTenantConfigurationCache, normalizeHost } from './tenancy.service.ts';
import {
  addLandingHosts,
  findLandingBySlug,
  findLandingSummaries,
  findTakenHosts,
  insertLandingPage,
  isSlugTaken,
} from './tenants.repository.ts';

// The operator's tenant commands (issue 14; product-decisions section 11): `npm run tenant:create` makes a landing page with
// its hosts, an empty white-label configuration titled with its name (default theme), a default network and its admin, who
// gets an activation e-mail through the outbox (delivered by a running server's mail job, or shown in its /dev/mailbox);
// `npm run tenant:list` prints them. A host belongs to one landing page: one already taken is refused.

export class TenantCommandError extends Error {}

export interface CreateTenantInput {
  hosts: string[];
  name: string;
  language: Language;
  adminEmail: string;
  /** The address the activation link points at; `https://<first host>` by default (`http://` for localhost names). */
  baseUrl?: string;
}

export interface CreatedTenant {
  landingPageId: string;
  slug: string;
  hosts: string[];
  adminEmail: string;
  outboxId: string | null;
}

const DEFAULT_NETWORK_NAME: Record<Language, string> = { pl: 'Sieć główna', en: 'Main network' };

function validHost(raw: string): string {
  const host = normalizeHost(raw);
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host)) {
    throw new TenantCommandError(`Not a host name: ${raw}`);
  }
  return host;
}

export async function createTenant(db: Db, input: CreateTenantInput): Promise<CreatedTenant> {
  const hosts = [...new Set(input.hosts.map(validHost))];
  if (hosts.length === 0) throw new TenantCommandError('At least one --host is needed');
  const name = input.name.trim();
  if (!name) throw new TenantCommandError('--name is needed');
  if (!LANGUAGES.includes(input.language)) throw new TenantCommandError('--language must be pl or en');
  const adminEmail = input.adminEmail.trim().toLowerCase();
  if (!isValidEmail(adminEmail)) throw new TenantCommandError(`Not an e-mail address: ${input.adminEmail}`);

  const created = await db.transaction(async (tx) => {
    const taken = await findTakenHosts(tx, hosts);
    if (taken.length > 0) throw new TenantCommandError(`Host already used by another landing page: ${taken.join(', ')}`);
    const base = slugify(name, { maxLength: 40, fallback: 'tenant' });
    let slug = base;
    for (let suffix = 2; await isSlugTaken(tx, slug); suffix++) slug = `${base}-${suffix}`;
    const { landingPageId } = await insertLandingPage(tx, {
      slug,
      name,
      language: input.language,
      hosts,
      networkName: DEFAULT_NETWORK_NAME[input.language],
    });
    const userId = await findOrCreateAccount(tx, { email: adminEmail, firstName: 'Admin', surname: name });
    await grantAdvisorPanel(tx, userId, landingPageId);
    const [advisor] = await tx
      .insert(advisors)
      .values({ landingPageId, userId, firstName: 'Admin', surname: name, email: adminEmail, status: 'initial', role: 'admin' })
      .returning({ id: advisors.id });
    if (!advisor) throw new Error('advisors insert returned no row');
    const landing: Landing = { id: landingPageId, slug, name, language: input.language, theme: 'theme-default' };
    const firstHost = hosts[0] as string;
    const isLocal = firstHost === 'localhost' || firstHost.endsWith('.localhost') || firstHost === '127.0.0.1';
    const context = createRequestContext({
      db,
      landing,
      baseUrl: input.baseUrl ?? `${isLocal ? 'http' : 'https'}://${firstHost}`,
      log: commandLogger(),
      loadAdvisorActor,
      loadConfiguration: createTenantConfigurationCache(tx as unknown as Db, 0).getEffectiveConfiguration,
    });
    await context.configuration();
    await writeAudit(tx, context, {
      action: 'tenant.created',
      actor: { userId: null, label: 'tenant:create' },
      entity: { type: 'landing-page', id: landingPageId },
      after: { slug, name, language: input.language, hosts, adminEmail },
    });
    const outboxId = await sendActivationEmail(tx, context, advisor.id, input.language);
    return { landingPageId, slug, hosts, adminEmail, outboxId };
  });
  return created;
}

/** Adds hosts to an existing landing page (by slug), refusing hosts another landing page has. */
export async function addTenantHosts(db: Db, landingPageId: string, rawHosts: readonly string[]): Promise<string[]> {
  const hosts = [...new Set(rawHosts.map(validHost))];
  return db.transaction(async (tx) => {
    const taken = await findTakenHosts(tx, hosts);
    if (taken.length > 0) throw new TenantCommandError(`Host already used: ${taken.join(', ')}`);
    await addLandingHosts(tx, landingPageId, hosts);
    return hosts;
  });
}

export function findTenantBySlug(db: Db, slug: string) {
  return findLandingBySlug(db, slug);
}

export function listTenants(db: Db) {
  return findLandingSummaries(db);
}
