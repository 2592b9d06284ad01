import type { Language } from '@emisja/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  adminConfigurations,
  advisors,
  campaigns,
  investors,
  landingHosts,
  landingPages,
  networks,
  whiteLabelConfigurations,
} from '../../db/schema/index.ts';
import { readInParallel } from '../../db/parallel-reads.ts';

// The SQL of the operator's tenant commands (issue 14): landing pages with their hosts, configuration rows and admin.

export async function findTakenHosts(db: DbExecutor, hosts: readonly string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .select({ host: landingHosts.host })
    .from(landingHosts)
    .where(inArray(landingHosts.host, [...hosts]));
  return rows.map((row) => row.host);
}

export async function isSlugTaken(db: DbExecutor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.slug, slug));
  return row !== undefined;
}

/** A landing page with its hosts, an empty white-label configuration titled `name`, default overrides and one network. */
export async function insertLandingPage(
  db: DbExecutor,
  values: { slug: string; name: string; language: Language; hosts: readonly string[]; networkName: string },
): Promise<{ landingPageId: string; networkId: string }> {
  const [landing] = await db
    .insert(landingPages)
    .values({ slug: values.slug, name: values.name, language: values.language, theme: 'theme-default' })
    .returning({ id: landingPages.id });
  if (!landing) throw new Error('landing_pages insert returned no row');
  await db.insert(landingHosts).values(values.hosts.map((host) => ({ host, landingPageId: landing.id })));
  await db.insert(whiteLabelConfigurations).values({ landingPageId: landing.id, siteTitle: values.name });
  await db.insert(adminConfigurations).values({ landingPageId: landing.id });
  const [network] = await db
    .insert(networks)
    .values({ landingPageId: landing.id, name: values.networkName })
    .returning({ id: networks.id });
  if (!network) throw new Error('networks insert returned no row');
  return { landingPageId: landing.id, networkId: network.id };
}

export async function addLandingHosts(db: DbExecutor, landingPageId: string, hosts: readonly string[]): Promise<void> {
  if (hosts.length > 0) await db.insert(landingHosts).values(hosts.map((host) => ({ host, landingPageId })));
}

export async function findLandingBySlug(db: DbExecutor, slug: string) {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.slug, slug));
  return row ?? null;
}

/** Every landing page with its hosts and counts of advisors, investors and campaigns. */
export async function findLandingSummaries(db: DbExecutor) {
  const [pages, hosts, advisorCounts, investorCounts, campaignCounts] = await readInParallel(db, [
    () => db.select().from(landingPages).orderBy(asc(landingPages.createdAt), asc(landingPages.slug)),
    () => db.select().from(landingHosts).orderBy(asc(landingHosts.host)),
    () => db.select({ id: advisors.landingPageId, n: count() }).from(advisors).groupBy(advisors.landingPageId),
    () => db.select({ id: investors.landingPageId, n: count() }).from(investors).groupBy(investors.landingPageId),
    () => db.select({ id: campaigns.landingPageId, n: count() }).from(campaigns).groupBy(campaigns.landingPageId),
  ]);
  const countOf = (rows: { id: string; n: number }[], id: string) => Number(rows.find((row) => row.id === id)?.n ?? 0);
  return pages.map((page) => ({
    slug: page.slug,
    name: page.name,
    language: page.language,
    hosts: hosts.filter((host) => host.landingPageId === page.id).map((host) => host.host),
    advisors: countOf(advisorCounts, page.id),
    investors: countOf(investorCounts, page.id),
    campaigns: countOf(campaignCounts, page.id),
  }));
}
