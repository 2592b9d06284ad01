import {
  assetIdOfUrl,
  type TAdminConfiguration,
  type TAdminConfigurationData,
  type TViolation,
  type TWhiteLabelConfigurationAdmin,
  type TWhiteLabelConfigurationData,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { invalidFields, landingNotFound, violation } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { requireAdmin } from '../advisors/advisor-actor.service.ts';
import { findAssetsOfLanding, isPublicAssetKind } from '../assets/assets.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import {
  findBaseTheme,
  lockAdminConfiguration,
  lockWhiteLabelConfiguration,
  notifyConfigurationChange,
  updateWhiteLabelConfiguration,
  upsertAdminConfiguration,
} from './branding.repository.ts';

// The branding back office (issue 14; product-decisions section 11; docs/decisions/035-back-office.md): the admin reads and
// replaces the white-label configuration and the admin configuration (overrides) of spec section 3. A change is seen at once
// everywhere: the writing process drops its cached configuration after the commit, and the NOTIFY sent in the transaction
// makes every other process drop its own (configuration-sync.ts).

/** What a branding change must make every process forget: the landing page's cached configuration and its host mapping. */
export interface ConfigurationCaches {
  invalidate(landingId: string): void;
}

type WhiteLabelRow = NonNullable<Awaited<ReturnType<typeof lockWhiteLabelConfiguration>>>;

function toWhiteLabelAdmin(row: WhiteLabelRow, theme: TWhiteLabelConfigurationAdmin['theme']): TWhiteLabelConfigurationAdmin {
  const { landingPageId: _landing, updatedAt: _updated, privacyPolicy, ...rest } = row;
  return { ...rest, theme, privacy_policy: privacyPolicy };
}

/** The base theme (theme-custom is shown from the admin's colours, never stored as the base). */
function baseThemeOf(theme: string | null): TWhiteLabelConfigurationAdmin['theme'] {
  return theme === 'theme-navy' ? 'theme-navy' : 'theme-default';
}

/** Links to uploaded assets must name a public asset of this landing page (another tenant's id is refused). */
async function checkAssetUrls(db: DbExecutor, context: RequestContext, urls: Record<string, string | null>): Promise<void> {
  const named = Object.entries(urls).flatMap(([path, url]) => {
    const assetId = assetIdOfUrl(url);
    return assetId ? [{ path, assetId }] : [];
  });
  if (named.length === 0) return;
  const found = new Map(
    (
      await findAssetsOfLanding(
        db,
        context.landing.id,
        named.map((entry) => entry.assetId),
      )
    ).map((asset) => [asset.id, asset]),
  );
  const violations: TViolation[] = named
    .filter(({ assetId }) => {
      const asset = found.get(assetId);
      return !asset || !isPublicAssetKind(asset.kind);
    })
    .map(({ path }) => violation(path, 'validation.assetNotFound', context.language));
  if (violations.length > 0) throw invalidFields(violations);
}

/** `GET /api/advisor/white-label` (admin). */
export async function getWhiteLabelForAdmin(
  context: RequestContext,
  actor: AdvisorActor,
): Promise<TWhiteLabelConfigurationAdmin> {
  requireAdmin(actor);
  const [row, theme] = await Promise.all([
    lockWhiteLabelConfiguration(context.db, actor.landingPageId),
    findBaseTheme(context.db, actor.landingPageId),
  ]);
  if (!row) throw landingNotFound();
  return toWhiteLabelAdmin(row, baseThemeOf(theme));
}

/** `PUT /api/advisor/white-label` (admin): every field replaced, audited with before and after. */
export async function updateWhiteLabel(
  context: RequestContext,
  caches: ConfigurationCaches,
  actor: AdvisorActor,
  input: TWhiteLabelConfigurationData,
): Promise<TWhiteLabelConfigurationAdmin> {
  requireAdmin(actor);
  const { theme, privacy_policy: privacyPolicy, ...values } = input;
  const result = await context.db.transaction(async (tx) => {
    const before = await lockWhiteLabelConfiguration(tx, actor.landingPageId);
    if (!before) throw landingNotFound();
    await checkAssetUrls(tx, context, {
      logo: input.logo,
      bgImage: input.bgImage,
      favicon: input.favicon,
      menuLogo: input.menuLogo,
      horizontalLogo: input.horizontalLogo,
      debtPlaceholder: input.debtPlaceholder,
      equityPlaceholder: input.equityPlaceholder,
      'advisorPanel.bgImage': input.advisorPanel.bgImage,
      'advisorPanel.horizontalLogo': input.advisorPanel.horizontalLogo,
      'investorPanel.bgImage': input.investorPanel.bgImage,
      'investorPanel.horizontalLogo': input.investorPanel.horizontalLogo,
    });
    const beforeTheme = baseThemeOf(await findBaseTheme(tx, actor.landingPageId));
    await updateWhiteLabelConfiguration(tx, actor.landingPageId, { ...values, privacyPolicy }, theme);
    const after = await lockWhiteLabelConfiguration(tx, actor.landingPageId);
    if (!after) throw landingNotFound();
    await writeAudit(tx, context, {
      action: 'white-label.updated',
      actor: { userId: actor.userId },
      entity: { type: 'white-label-configuration', id: actor.landingPageId },
      before: toWhiteLabelAdmin(before, beforeTheme),
      after: toWhiteLabelAdmin(after, theme),
    });
    await notifyConfigurationChange(tx, actor.landingPageId);
    return toWhiteLabelAdmin(after, theme);
  });
  caches.invalidate(actor.landingPageId);
  return result;
}

type AdminRow = NonNullable<Awaited<ReturnType<typeof lockAdminConfiguration>>>;

function toAdminConfiguration(row: AdminRow | null, fallback: TAdminConfiguration): TAdminConfiguration {
  if (!row) return fallback;
  const { landingPageId: _landing, updatedAt: _updated, ...configuration } = row;
  return configuration;
}

/** `GET /api/advisor/admin-configuration` (admin). */
export async function getAdminConfigurationForAdmin(
  context: RequestContext,
  actor: AdvisorActor,
  empty: TAdminConfiguration,
): Promise<TAdminConfiguration> {
  requireAdmin(actor);
  return toAdminConfiguration(await lockAdminConfiguration(context.db, actor.landingPageId), empty);
}

/**
 * `PUT /api/advisor/admin-configuration` (admin): every override replaced (null: use the white-label value). Three
 * `themeColors` switch the landing page to theme-custom; null goes back to its base theme.
 */
export async function updateAdminConfiguration(
  context: RequestContext,
  caches: ConfigurationCaches,
  actor: AdvisorActor,
  input: TAdminConfigurationData,
  empty: TAdminConfiguration,
): Promise<TAdminConfiguration> {
  requireAdmin(actor);
  const result = await context.db.transaction(async (tx) => {
    const before = toAdminConfiguration(await lockAdminConfiguration(tx, actor.landingPageId), empty);
    await checkAssetUrls(tx, context, {
      favicon: input.favicon,
      debtPlaceholder: input.debtPlaceholder,
      equityPlaceholder: input.equityPlaceholder,
    });
    await upsertAdminConfiguration(tx, actor.landingPageId, input);
    await writeAudit(tx, context, {
      action: 'admin-configuration.updated',
      actor: { userId: actor.userId },
      entity: { type: 'admin-configuration', id: actor.landingPageId },
      before,
      after: input,
    });
    await notifyConfigurationChange(tx, actor.landingPageId);
    return input;
  });
  caches.invalidate(actor.landingPageId);
  return result;
}
