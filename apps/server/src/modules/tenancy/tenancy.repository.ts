import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import type { Landing } from '../../lib/request-context.ts';
import { adminConfigurations, landingHosts, landingPages, whiteLabelConfigurations } from '../../db/schema/index.ts';

/** The columns of a landing page that make a `Landing` (the tenant of a request or of a job). */
export const landingColumns = {
  id: landingPages.id,
  slug: landingPages.slug,
  name: landingPages.name,
  language: landingPages.language,
  theme: landingPages.theme,
};

export async function findLandingByHost(db: DbExecutor, host: string): Promise<Landing | null> {
  const rows = await db
    .select(landingColumns)
    .from(landingHosts)
    .innerJoin(landingPages, eq(landingPages.id, landingHosts.landingPageId))
    .where(eq(landingHosts.host, host))
    .limit(1);
  return rows[0] ?? null;
}

export async function findWhiteLabelConfiguration(db: DbExecutor, landingPageId: string) {
  const rows = await db
    .select()
    .from(whiteLabelConfigurations)
    .where(inLanding(whiteLabelConfigurations, landingPageId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdminConfiguration(db: DbExecutor, landingPageId: string) {
  const rows = await db.select().from(adminConfigurations).where(inLanding(adminConfigurations, landingPageId)).limit(1);
  return rows[0] ?? null;
}
