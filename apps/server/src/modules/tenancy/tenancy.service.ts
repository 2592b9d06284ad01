import {
  EMPTY_ADMIN_CONFIGURATION,
  THEME_COLORS_PATTERN,
  effectiveConfiguration,
  type ThemeName,
  type TAdminConfiguration,
  type TEffectiveConfiguration,
  type TWhiteLabelResponse,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { landingNotFound } from '../../lib/app-error.ts';
import type { Landing } from '../../lib/request-context.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { findAdminConfiguration, findLandingByHost, findWhiteLabelConfiguration } from './tenancy.repository.ts';

/** How long a process may serve a tenant's host mapping or configuration after it changed (decision 004). */
export const TENANT_CACHE_TTL_MS = 5000;

/** `Host` header -> lookup key: lower case, port and trailing dot removed, IPv6 brackets kept. */
export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * Landing resolution runs on every request, so results are cached briefly in process. A host that maps to nothing is cached
 * too (as null), so probing unknown hosts cannot hammer the database.
 */
export function createLandingResolver(db: DbExecutor, ttlMs = TENANT_CACHE_TTL_MS) {
  const cache = createTtlCache<Landing | null>(ttlMs);
  return {
    resolve: (host: string) => cache.get(host, async () => (host ? findLandingByHost(db, host) : null)),
    clear: () => cache.clear(),
  };
}

/**
 * White-label and admin configuration per landing page, and the two merged (the effective configuration every service reads),
 * cached like the landing resolution (read on every page load).
 */
export function createTenantConfigurationCache(db: DbExecutor, ttlMs = TENANT_CACHE_TTL_MS) {
  const whiteLabel = createTtlCache<TWhiteLabelResponse>(ttlMs);
  const admin = createTtlCache<TAdminConfiguration>(ttlMs);
  const effective = createTtlCache<TEffectiveConfiguration>(ttlMs);
  const cache = {
    getWhiteLabel: (landing: Landing) =>
      whiteLabel.get(landing.id, async () => getWhiteLabel(db, landing, await cache.getAdminConfiguration(landing))),
    getAdminConfiguration: (landing: Landing) => admin.get(landing.id, () => getAdminConfiguration(db, landing)),
    getEffectiveConfiguration: (landing: Landing) =>
      effective.get(landing.id, async () => {
        const [{ configuration }, overrides] = await Promise.all([
          cache.getWhiteLabel(landing),
          cache.getAdminConfiguration(landing),
        ]);
        return effectiveConfiguration(configuration, overrides);
      }),
    /**
     * Call after changing a landing page's configuration; other processes hear of it through the configuration channel
     * (configuration-sync.ts).
     */
    invalidate(landingId: string) {
      whiteLabel.delete(landingId);
      admin.delete(landingId);
      effective.delete(landingId);
    },
    /** Forgets every landing page (after a missed notification: the listening connection was down). */
    clear() {
      whiteLabel.clear();
      admin.clear();
      effective.clear();
    },
  };
  return cache;
}

export type TenantConfigurationCache = ReturnType<typeof createTenantConfigurationCache>;

/**
 * The theme a landing page shows: `theme-custom` while the admin configuration has three theme colours (spec section 4),
 * else its base theme. The web decides the same way from the two answers (resolve-branding.ts).
 */
export function shownTheme(baseTheme: ThemeName, admin: Pick<TAdminConfiguration, 'themeColors'>): ThemeName {
  return admin.themeColors && THEME_COLORS_PATTERN.test(admin.themeColors) ? 'theme-custom' : baseTheme;
}

async function getWhiteLabel(db: DbExecutor, landing: Landing, admin: TAdminConfiguration): Promise<TWhiteLabelResponse> {
  const configuration = await findWhiteLabelConfiguration(db, landing.id);
  if (!configuration) throw landingNotFound();
  const { landingPageId: _landingPageId, updatedAt: _updatedAt, privacyPolicy, ...rest } = configuration;
  const theme = shownTheme(landing.theme, admin);
  return {
    landing: {
      id: landing.id,
      language: landing.language,
      favicon: admin.favicon ?? configuration.favicon,
      siteTitle: admin.siteTitle ?? configuration.siteTitle,
      theme,
    },
    configuration: { ...rest, id: landing.id, theme, privacy_policy: privacyPolicy },
  };
}

async function getAdminConfiguration(db: DbExecutor, landing: Landing): Promise<TAdminConfiguration> {
  const row = await findAdminConfiguration(db, landing.id);
  if (!row) return EMPTY_ADMIN_CONFIGURATION;
  const { landingPageId: _landingPageId, updatedAt: _updatedAt, ...configuration } = row;
  return configuration;
}
