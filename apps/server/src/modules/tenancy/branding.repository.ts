import type { ThemeName } from '@emisja/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { adminConfigurations, landingPages, whiteLabelConfigurations } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';

// The SQL of the branding back office (issue 14): the white-label and admin configuration rows of one landing page, its base
// theme, and the notification that tells every server process of a change.

/** The channel that carries "landing page X's configuration changed" to every process (configuration-sync.ts). */
export const CONFIGURATION_CHANNEL = 'emisja_tenant_configuration';

export type WhiteLabelValues = Omit<typeof whiteLabelConfigurations.$inferInsert, 'landingPageId' | 'updatedAt'>;
export type AdminConfigurationValues = Omit<typeof adminConfigurations.$inferInsert, 'landingPageId' | 'updatedAt'>;

export async function findBaseTheme(db: DbExecutor, landingPageId: string): Promise<ThemeName | null> {
  const [row] = await db.select({ theme: landingPages.theme }).from(landingPages).where(eq(landingPages.id, landingPageId));
  return row?.theme ?? null;
}

export async function lockWhiteLabelConfiguration(db: DbExecutor, landingPageId: string) {
  const [row] = await db
    .select()
    .from(whiteLabelConfigurations)
    .where(inLanding(whiteLabelConfigurations, landingPageId))
    .for('update');
  return row ?? null;
}

export async function updateWhiteLabelConfiguration(
  db: DbExecutor,
  landingPageId: string,
  values: WhiteLabelValues,
  theme: ThemeName,
): Promise<void> {
  await db
    .update(whiteLabelConfigurations)
    .set({ ...values, updatedAt: new Date() })
    .where(inLanding(whiteLabelConfigurations, landingPageId));
  await db.update(landingPages).set({ theme }).where(eq(landingPages.id, landingPageId));
}

export async function lockAdminConfiguration(db: DbExecutor, landingPageId: string) {
  const [row] = await db.select().from(adminConfigurations).where(inLanding(adminConfigurations, landingPageId)).for('update');
  return row ?? null;
}

export async function upsertAdminConfiguration(
  db: DbExecutor,
  landingPageId: string,
  values: AdminConfigurationValues,
): Promise<void> {
  const row = { ...values, landingPageId, updatedAt: new Date() };
  await db.insert(adminConfigurations).values(row).onConflictDoUpdate({ target: adminConfigurations.landingPageId, set: row });
}

/** NOTIFY in the writing transaction: PostgreSQL delivers it only after the commit, so no process reads the old rows after. */
export async function notifyConfigurationChange(db: DbExecutor, landingPageId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CONFIGURATION_CHANNEL}, ${landingPageId})`);
}
