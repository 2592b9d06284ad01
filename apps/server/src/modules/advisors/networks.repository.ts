import type { TNetworkDetail } from '@emisja/shared';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisorNetworks, advisors, networks } from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { readInParallel } from '../../db/parallel-reads.ts';

// The SQL of network management (issue 14): networks of one landing page, their members and coordinators.

export async function insertNetwork(db: DbExecutor, landingPageId: string, name: string): Promise<string> {
  const [row] = await db.insert(networks).values({ landingPageId, name }).returning({ id: networks.id });
  if (!row) throw new Error('networks insert returned no row');
  return row.id;
}

export async function lockNetwork(db: DbExecutor, landingPageId: string, networkId: string) {
  const [row] = await db
    .select()
    .from(networks)
    .where(landingRow(networks, landingPageId, networkId))
    .for('update');
  return row ?? null;
}

export async function isNetworkNameTaken(db: DbExecutor, landingPageId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(
      inLanding(networks, landingPageId, eq(networks.name, name), exceptId ? notInArray(networks.id, [exceptId]) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function renameNetwork(db: DbExecutor, landingPageId: string, networkId: string, name: string): Promise<void> {
  await db
    .update(networks)
    .set({ name })
    .where(landingRow(networks, landingPageId, networkId));
}

/** The active advisors of the landing page among `advisorIds`. */
export async function findActiveAdvisorIds(db: DbExecutor, landingPageId: string, advisorIds: readonly string[]) {
  if (advisorIds.length === 0) return [];
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(inLanding(advisors, landingPageId, inArray(advisors.id, [...advisorIds]), eq(advisors.status, 'active')));
  return rows.map((row) => row.id);
}

/** Exactly `coordinatorIds` coordinate the network: they become members when they were not; the others keep membership. */
export async function setNetworkCoordinators(
  db: DbExecutor,
  landingPageId: string,
  networkId: string,
  coordinatorIds: readonly string[],
): Promise<void> {
  await db
    .update(advisorNetworks)
    .set({ isCoordinator: false })
    .where(
      and(
        inLanding(advisorNetworks, landingPageId, eq(advisorNetworks.networkId, networkId)),
        coordinatorIds.length > 0 ? notInArray(advisorNetworks.advisorId, [...coordinatorIds]) : undefined,
      ),
    );
  for (const advisorId of coordinatorIds) {
    await db
      .insert(advisorNetworks)
      .values({ landingPageId, advisorId, networkId, isCoordinator: true })
      .onConflictDoUpdate({ target: [advisorNetworks.advisorId, advisorNetworks.networkId], set: { isCoordinator: true } });
  }
}

/** The landing page's networks (or the one `networkId`) with member counts and coordinators, by name. */
export async function findNetworkDetails(db: DbExecutor, landingPageId: string, networkId?: string): Promise<TNetworkDetail[]> {
  const networkRows = await db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(inLanding(networks, landingPageId, networkId ? eq(networks.id, networkId) : undefined))
    .orderBy(asc(networks.name));
  if (networkRows.length === 0) return [];
  const ids = networkRows.map((row) => row.id);
  const [counts, coordinators] = await readInParallel(db, [
    () =>
      db
        .select({ networkId: advisorNetworks.networkId, members: count() })
        .from(advisorNetworks)
        .where(inLanding(advisorNetworks, landingPageId, inArray(advisorNetworks.networkId, ids)))
        .groupBy(advisorNetworks.networkId),
    () =>
      db
        .select({
          networkId: advisorNetworks.networkId,
          advisorId: advisors.id,
          firstName: advisors.firstName,
          surname: advisors.surname,
          email: advisors.email,
        })
        .from(advisorNetworks)
        .innerJoin(advisors, eq(advisors.id, advisorNetworks.advisorId))
        .where(
          inLanding(
            advisorNetworks,
            landingPageId,
            inArray(advisorNetworks.networkId, ids),
            eq(advisorNetworks.isCoordinator, true),
          ),
        )
        .orderBy(asc(advisors.surname), asc(advisors.firstName)),
  ]);
  return networkRows.map((network) => ({
    ...network,
    memberCount: Number(counts.find((row) => row.networkId === network.id)?.members ?? 0),
    coordinators: coordinators
      .filter((row) => row.networkId === network.id)
      .map(({ networkId: _networkId, ...coordinator }) => coordinator),
  }));
}
