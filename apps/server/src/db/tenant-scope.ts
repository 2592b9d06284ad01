import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one tenant scope of the repositories (product-decisions section 1; docs/decisions/004-tenancy-by-host.md): every query
// of a tenant-owned table names the landing page, so another tenant's row is simply not found.

/** `table.landing_page_id = landingPageId and ...conditions` (undefined conditions are left out). */
export function inLanding(table: { landingPageId: AnyPgColumn }, landingPageId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.landingPageId, landingPageId), ...conditions) as SQL;
}

/** The row `id` of the landing page: `table.landing_page_id = landingPageId and table.id = id and ...conditions`. */
export function landingRow(
  table: { landingPageId: AnyPgColumn; id: AnyPgColumn },
  landingPageId: string,
  id: string,
  ...conditions: (SQL | undefined)[]
): SQL {
  return inLanding(table, landingPageId, eq(table.id, id), ...conditions);
}
