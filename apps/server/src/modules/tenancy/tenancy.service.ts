import type { TAdminConfiguration, TWhiteLabelResponse } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ERROR_LABELS } from '@emisja/shared';
import { findAdminConfiguration, findLandingByHost, findWhiteLabelConfiguration } from './tenancy.repository.ts';

export type Landing = NonNullable<Awaited<ReturnType<typeof findLandingByHost>>>;

/** `Host` header -> lookup key: lower case, port and trailing dot removed, IPv6 brackets kept. */
export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * Landing resolution runs on every request, so hits are cached briefly in process. A host that maps to nothing is cached
 * too (as null), so probing unknown hosts cannot hammer the database.
 */
export function createLandingResolver(db: DbExecutor, ttlMs = 5000) {
  const cache = new Map<string, { landing: Landing | null; expiresAt: number }>();
  return {
    async resolve(host: string): Promise<Landing | null> {
      const cached = cache.get(host);
      const now = Date.now();
      if (cached && cached.expiresAt > now) return cached.landing;
      const landing = host ? await findLandingByHost(db, host) : null;
      if (cache.size > 1000) cache.clear();
      cache.set(host, { landing, expiresAt: now + ttlMs });
      return landing;
    },
    clear() {
      cache.clear();
    },
  };
}

export async function getWhiteLabel(db: DbExecutor, landing: Landing): Promise<TWhiteLabelResponse> {
  const configuration = await findWhiteLabelConfiguration(db, landing.id);
  if (!configuration) throw new AppError(404, ERROR_LABELS.landingNotFound);
  const { landingPageId: _landingPageId, updatedAt: _updatedAt, privacyPolicy, ...rest } = configuration;
  return {
    landing: {
      id: landing.id,
      language: landing.language,
      favicon: configuration.favicon,
      siteTitle: configuration.siteTitle,
      theme: landing.theme,
    },
    configuration: { ...rest, id: landing.id, theme: landing.theme, privacy_policy: privacyPolicy },
  };
}

const EMPTY_ADMIN_CONFIGURATION: TAdminConfiguration = {
  investmentRisks: null,
  reg: null,
  privacyPolicy: null,
  inviteText: null,
  campaignInvestButtonText: null,
  formInvestButtonText: null,
  consent2: null,
  consent3: null,
  debtPlaceholder: null,
  equityPlaceholder: null,
  favicon: null,
  siteTitle: null,
  themeColors: null,
  investorPanelHeaderColor: null,
  investorPanelDescriptionColor: null,
  advisorPanelHeaderColor: null,
  advisorPanelDescriptionColor: null,
  requireTwoFactorForAdvisors: false,
};

export async function getAdminConfiguration(db: DbExecutor, landing: Landing): Promise<TAdminConfiguration> {
  const row = await findAdminConfiguration(db, landing.id);
  if (!row) return EMPTY_ADMIN_CONFIGURATION;
  const { landingPageId: _landingPageId, updatedAt: _updatedAt, ...configuration } = row;
  return configuration;
}
