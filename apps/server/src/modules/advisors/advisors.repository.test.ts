import { randomUUID } from 'node:crypto';
import { LOAD_ALL_LIMIT, listFilter, parseListQueryString, type TListFilter, type TListQuery } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { advisorNetworks, advisors, landingHosts, networks, users, type AdvisorStatus } from '../../db/schema/index.ts';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_ADVISOR_2,
  DEMO_COORDINATOR,
  EXTRA_DEMO_ADVISORS,
  NAVY_ADMIN,
  NAVY_ADVISOR,
  NORTH_NETWORK,
  SOUTH_NETWORK,
} from '../../db/seed/demo-people.ts';
import { validateListQuery } from '../../lib/list-query/index.ts';
import { DEMO_HOST, NAVY_HOST, createTestDatabase } from '../../../test/helpers.ts';
import { ADVISOR_LIST, findAdvisors, type AdvisorListRow, type AdvisorListScope } from './advisors.repository.ts';

// The advisors list on a fresh copy of the demo data (product-decisions section 7) plus advisors of this test, on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL. Names used for sorting are plain ASCII, so the expected order holds under any
// collation.

const DEMO_PEOPLE = [DEMO_ADMIN, DEMO_COORDINATOR, DEMO_ADVISOR, DEMO_ADVISOR_2, ...EXTRA_DEMO_ADVISORS];

interface TestAdvisor {
  email: string;
  firstName: string;
  surname: string;
  status: AdvisorStatus;
  networks: ('north' | 'south')[];
}

// E-mails of this test end in @list.test, so a `like` on that suffix selects exactly them.
const TEST_ADVISORS: TestAdvisor[] = [
  { email: 'tie.1@list.test', firstName: 'Same', surname: 'Tie', status: 'active', networks: ['north'] },
  { email: 'tie.2@list.test', firstName: 'Same', surname: 'Tie', status: 'initial', networks: ['south'] },
  { email: 'tie.3@list.test', firstName: 'Same', surname: 'Tie', status: 'active', networks: ['north', 'south'] },
  { email: 'adams@list.test', firstName: 'Zed', surname: 'Adams', status: 'active', networks: ['north'] },
  { email: 'clark@list.test', firstName: 'Amy', surname: 'Clark', status: 'deleted', networks: ['south'] },
  { email: 'evil@list.test', firstName: 'Evil', surname: "%' OR 1=1 --", status: 'active', networks: ['north'] },
  { email: 'under_score@list.test', firstName: 'Under', surname: 'Under_score', status: 'active', networks: ['south'] },
  { email: 'slash@list.test', firstName: 'Back', surname: 'Back\\slash', status: 'active', networks: ['north'] },
];

let database: Database;
let demoLandingId: string;
let navyLandingId: string;
const networkIds = { north: '', south: '', atlantic: '' };

async function landingIdOf(host: string): Promise<string> {
  const [row] = await database.db.select().from(landingHosts).where(eq(landingHosts.host, host));
  if (!row) throw new Error(`no landing for ${host}`);
  return row.landingPageId;
}

async function networkIdOf(landingPageId: string, name: string): Promise<string> {
  const rows = await database.db.select().from(networks).where(eq(networks.landingPageId, landingPageId));
  const network = rows.find((row) => row.name === name);
  if (!network) throw new Error(`no network ${name}`);
  return network.id;
}

async function insertAdvisor(landingPageId: string, advisor: TestAdvisor, memberships: string[]): Promise<void> {
  const userId = randomUUID();
  const id = randomUUID();
  await database.db
    .insert(users)
    .values({ id: userId, email: advisor.email, firstName: advisor.firstName, surname: advisor.surname });
  await database.db.insert(advisors).values({
    id,
    landingPageId,
    userId,
    firstName: advisor.firstName,
    surname: advisor.surname,
    email: advisor.email,
    status: advisor.status,
    archivedAt: advisor.status === 'deleted' ? new Date() : null,
  });
  if (memberships.length > 0) {
    await database.db
      .insert(advisorNetworks)
      .values(memberships.map((networkId) => ({ landingPageId, advisorId: id, networkId })));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  demoLandingId = await landingIdOf(DEMO_HOST);
  navyLandingId = await landingIdOf(NAVY_HOST);
  networkIds.north = await networkIdOf(demoLandingId, NORTH_NETWORK);
  networkIds.south = await networkIdOf(demoLandingId, SOUTH_NETWORK);
  networkIds.atlantic = (await database.db.select().from(networks).where(eq(networks.landingPageId, navyLandingId)))[0]?.id ?? '';
  for (const advisor of TEST_ADVISORS) {
    await insertAdvisor(
      demoLandingId,
      advisor,
      advisor.networks.map((name) => networkIds[name]),
    );
  }
  // Another tenant's advisor that matches the same filters: it must never appear on the demo landing page.
  await insertAdvisor(
    navyLandingId,
    { email: 'tie.navy@list.test', firstName: 'Same', surname: 'Tie', status: 'active', networks: [] },
    [networkIds.atlantic],
  );
});
afterAll(() => database.close());

const ADMIN: () => AdvisorListScope = () => ({ landingPageId: demoLandingId, visibleNetworkIds: 'all' });

function query(filters: TListFilter[] = [], sort?: TListQuery['sort'], page: { limit?: number; offset?: number } = {}) {
  const result: TListQuery = { limit: page.limit ?? LOAD_ALL_LIMIT, offset: page.offset ?? 0, filters };
  if (sort) result.sort = sort;
  return result;
}

async function emails(filters: TListFilter[], scope: AdvisorListScope = ADMIN()): Promise<string[]> {
  const { rows } = await findAdvisors(database.db, scope, query(filters));
  return rows.map((row) => row.email).sort();
}

/** The demo advisors and this test's advisors of the demo landing page whose data passes `predicate`. */
function expected(predicate: (person: { email: string; firstName: string; surname: string; status: string }) => boolean) {
  return [...DEMO_PEOPLE, ...TEST_ADVISORS]
    .filter(predicate)
    .map((person) => person.email)
    .sort();
}

const OURS = listFilter('email', 'like', '@list.test');

describe('findAdvisors', () => {
  it('lists the advisors of the landing page with their networks, and no one else', async () => {
    const { rows, total } = await findAdvisors(database.db, ADMIN(), query(), { withTotal: true });

    expect(rows.map((row) => row.email).sort()).toEqual(expected(() => true));
    expect(total).toBe(DEMO_PEOPLE.length + TEST_ADVISORS.length);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get(DEMO_ADMIN.email)?.brokerNetworkIds).toEqual([]);
    expect(byEmail.get(DEMO_COORDINATOR.email)?.brokerNetworkIds).toEqual([networkIds.north, networkIds.south].sort());
    expect(byEmail.get(DEMO_ADVISOR.email)).toMatchObject({
      firstName: DEMO_ADVISOR.firstName,
      surname: DEMO_ADVISOR.surname,
      status: 'active',
      brokerNetworkIds: [networkIds.north],
      externalId: expect.stringMatching(/^DOR-\d{4}$/),
    } satisfies Partial<AdvisorListRow>);
  });

  it('another tenant sees only its own advisors, even for the same filters', async () => {
    const navy = { landingPageId: navyLandingId, visibleNetworkIds: 'all' } as const;
    expect(await emails([], navy)).toEqual([NAVY_ADMIN.email, NAVY_ADVISOR.email, 'tie.navy@list.test'].sort());
    expect(await emails([listFilter('surname', 'leq', 'Tie')])).toEqual([
      'tie.1@list.test',
      'tie.2@list.test',
      'tie.3@list.test',
    ]);
    expect(await emails([listFilter('email', 'leq', NAVY_ADVISOR.email)])).toEqual([]);
    expect(await emails([listFilter('brokerNetworkIds', 'contain', [networkIds.atlantic])])).toEqual([]);
  });

  it('like: contains, ignoring case, on first name, surname and e-mail', async () => {
    expect(await emails([listFilter('surname', 'like', 'SKI')])).toEqual(
      expected((p) => p.surname.toLowerCase().includes('ski')),
    );
    expect(await emails([listFilter('firstName', 'like', 'agn')])).toEqual([DEMO_ADVISOR_2.email]);
    expect(await emails([listFilter('surname', 'like', 'łowska')])).toEqual(['aleksandra.kozlowska@emisja.test']);
    expect(await emails([OURS])).toEqual(expected((p) => p.email.endsWith('@list.test')));
  });

  it('leq: equals, ignoring case, never a part', async () => {
    expect(await emails([listFilter('surname', 'leq', 'kowalski')])).toEqual([DEMO_ADVISOR.email]);
    expect(await emails([listFilter('surname', 'leq', 'Kowal')])).toEqual([]);
    expect(await emails([listFilter('email', 'leq', 'DORADCA@EMISJA.TEST')])).toEqual([DEMO_ADVISOR.email]);
    expect(await emails([listFilter('firstName', 'leq', 'same')])).toEqual([
      'tie.1@list.test',
      'tie.2@list.test',
      'tie.3@list.test',
    ]);
  });

  it('contain: advisors in any of the chosen networks', async () => {
    const inNetworks = (...names: string[]) =>
      expected((p) => {
        const demo = DEMO_PEOPLE.find((person) => person.email === p.email);
        const test = TEST_ADVISORS.find((advisor) => advisor.email === p.email);
        const memberships = demo
          ? demo.networks.map((n) => (n.name === NORTH_NETWORK ? 'north' : 'south'))
          : (test?.networks ?? []);
        return memberships.some((name) => names.includes(name));
      });
    expect(await emails([listFilter('brokerNetworkIds', 'contain', [networkIds.north])])).toEqual(inNetworks('north'));
    expect(await emails([listFilter('brokerNetworkIds', 'contain', [networkIds.south])])).toEqual(inNetworks('south'));
    expect(await emails([listFilter('brokerNetworkIds', 'contain', [networkIds.north, networkIds.south])])).toEqual(
      inNetworks('north', 'south'),
    );
    expect(await emails([listFilter('brokerNetworkIds', 'contain', [randomUUID()])])).toEqual([]);
  });

  it('in: advisors in one of the chosen statuses', async () => {
    expect(await emails([listFilter('status', 'in', ['initial', 'deleted'])])).toEqual(
      expected((p) => p.status === 'initial' || p.status === 'deleted'),
    );
    expect(await emails([listFilter('status', 'in', ['active'])])).toEqual(expected((p) => p.status === 'active'));
  });

  it('combines filters with AND', async () => {
    expect(
      await emails([OURS, listFilter('status', 'in', ['active']), listFilter('brokerNetworkIds', 'contain', [networkIds.south])]),
    ).toEqual(['tie.3@list.test', 'under_score@list.test']);
  });

  it('matches hostile filter values literally', async () => {
    expect(await emails([listFilter('surname', 'like', "%' OR 1=1 --")])).toEqual(['evil@list.test']);
    expect(await emails([listFilter('surname', 'leq', "%' or 1=1 --")])).toEqual(['evil@list.test']);
    expect(await emails([listFilter('surname', 'like', '%')])).toEqual(['evil@list.test']);
    expect(await emails([listFilter('surname', 'like', '_')])).toEqual(['under_score@list.test']);
    expect(await emails([listFilter('email', 'like', 'under_')])).toEqual(['under_score@list.test']);
    expect(await emails([listFilter('surname', 'like', '\\')])).toEqual(['slash@list.test']);
    expect(await emails([listFilter('surname', 'leq', 'Back\\slash')])).toEqual(['slash@list.test']);
    expect(await emails([listFilter('firstName', 'like', "'; delete from advisors; --")])).toEqual([]);
    expect((await findAdvisors(database.db, ADMIN(), query())).rows).toHaveLength(DEMO_PEOPLE.length + TEST_ADVISORS.length);
  });
});

describe('findAdvisors sorting', () => {
  const TIES = [OURS, listFilter('surname', 'leq', 'tie')];

  async function order(filters: TListFilter[], sort?: TListQuery['sort']): Promise<AdvisorListRow[]> {
    return (await findAdvisors(database.db, ADMIN(), query(filters, sort))).rows;
  }

  it('sorts by surname (then first name) by default, and by each sortable column both ways', async () => {
    const bySurname = ['adams', 'back\\slash', 'clark', 'evil', 'tie', 'tie', 'tie', 'under_score'];
    const surnames = (rows: AdvisorListRow[]) =>
      rows.filter((row) => row.surname !== "%' OR 1=1 --").map((row) => row.surname.toLowerCase());
    expect(surnames(await order([OURS]))).toEqual(bySurname.filter((name) => name !== 'evil'));
    expect(surnames(await order([OURS], { column: 'surname', order: 'desc' }))).toEqual(
      bySurname.filter((name) => name !== 'evil').reverse(),
    );
    const firstNames = (await order([OURS, listFilter('surname', 'like', 'a')], { column: 'firstName', order: 'asc' })).map(
      (row) => row.firstName,
    );
    expect(firstNames).toEqual(['Amy', 'Back', 'Zed']);
    const byEmail = (await order([OURS], { column: 'email', order: 'desc' })).map((row) => row.email);
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const byStatus = (await order([OURS], { column: 'status', order: 'asc' })).map((row) => row.status);
    expect(byStatus).toEqual([...byStatus].sort());
    const byCreation = await order([OURS], { column: 'createdAt', order: 'asc' });
    expect(byCreation).toHaveLength(TEST_ADVISORS.length);
  });

  it('orders ties by id, the same way on every call, and exactly reversed for desc', async () => {
    const ascending = (await order(TIES, { column: 'surname', order: 'asc' })).map((row) => row.id);
    const descending = (await order(TIES, { column: 'surname', order: 'desc' })).map((row) => row.id);
    expect(ascending).toHaveLength(3);
    expect(ascending).toEqual([...ascending].sort());
    expect(descending).toEqual([...ascending].reverse());
    expect((await order(TIES, { column: 'surname', order: 'asc' })).map((row) => row.id)).toEqual(ascending);
  });
});

describe('findAdvisors pagination', () => {
  it('walks pages that neither overlap nor skip, with the total of the filtered list', async () => {
    for (const sort of [
      { column: 'surname', order: 'asc' },
      { column: 'firstName', order: 'desc' },
      { column: 'status', order: 'asc' },
    ] as const) {
      const all = (await findAdvisors(database.db, ADMIN(), query([OURS], sort))).rows.map((row) => row.id);
      const walked: string[] = [];
      for (let offset = 0; offset < all.length + 2; offset += 3) {
        const page = await findAdvisors(database.db, ADMIN(), query([OURS], sort, { limit: 3, offset }), { withTotal: true });
        expect(page.total).toBe(TEST_ADVISORS.length);
        expect(page.rows.length).toBeLessThanOrEqual(3);
        walked.push(...page.rows.map((row) => row.id));
      }
      expect(walked).toEqual(all);
    }
  });

  it('counts only when asked, and counts past the last page', async () => {
    expect((await findAdvisors(database.db, ADMIN(), query([OURS], undefined, { limit: 2 }))).total).toBeUndefined();
    const beyond = await findAdvisors(database.db, ADMIN(), query([OURS], undefined, { limit: 20, offset: 100 }), {
      withTotal: true,
    });
    expect(beyond).toEqual({ rows: [], total: TEST_ADVISORS.length });
    const none = await findAdvisors(database.db, ADMIN(), query([listFilter('surname', 'leq', 'Nobody')]), { withTotal: true });
    expect(none).toEqual({ rows: [], total: 0 });
  });
});

describe('findAdvisors for a coordinator', () => {
  it('lists only advisors having at least one of the visible networks', async () => {
    const north = { landingPageId: demoLandingId, visibleNetworkIds: [networkIds.north] };
    const { rows, total } = await findAdvisors(database.db, north, query([OURS]), { withTotal: true });
    expect(rows.map((row) => row.email).sort()).toEqual(
      TEST_ADVISORS.filter((advisor) => advisor.networks.includes('north'))
        .map((advisor) => advisor.email)
        .sort(),
    );
    expect(total).toBe(rows.length);
    expect(rows.find((row) => row.email === 'tie.3@list.test')?.brokerNetworkIds).toEqual(
      [networkIds.north, networkIds.south].sort(),
    );
    // The admin belongs to no network: a coordinator never sees them.
    expect(await emails([listFilter('email', 'leq', DEMO_ADMIN.email)], north)).toEqual([]);
  });

  it('a filter on another network narrows within the scope, never widens it', async () => {
    const north = { landingPageId: demoLandingId, visibleNetworkIds: [networkIds.north] };
    expect(await emails([OURS, listFilter('brokerNetworkIds', 'contain', [networkIds.south])], north)).toEqual([
      'tie.3@list.test',
    ]);
  });

  it('sees nobody without coordinated networks, and nobody of another landing page', async () => {
    expect(await emails([], { landingPageId: demoLandingId, visibleNetworkIds: [] })).toEqual([]);
    expect(await emails([], { landingPageId: demoLandingId, visibleNetworkIds: [networkIds.atlantic] })).toEqual([]);
  });
});

describe('ADVISOR_LIST', () => {
  const issues = (search: string) => {
    const parsed = parseListQueryString(search);
    return [...parsed.issues, ...validateListQuery(ADVISOR_LIST, parsed.query)].map((issue) => [issue.propertyPath, issue.code]);
  };

  it('allows the filters of spec section 3 and nothing else', () => {
    expect(
      issues(
        'filters[firstName][value]=a&filters[firstName][operator]=like&filters[surname][value]=a&filters[surname][operator]=leq' +
          '&filters[email][value]=a&filters[email][operator]=like&filters[status][value]=active,initial&filters[status][operator]=in' +
          `&filters[brokerNetworkIds][value][]=${randomUUID()}&filters[brokerNetworkIds][operator]=contain&sort=createdAt&order=desc`,
      ),
    ).toEqual([]);
    expect(
      issues(
        'filters[externalId][value]=x&filters[externalId][operator]=like&filters[status][value]=archived&filters[status][operator]=in' +
          '&filters[surname][value]=x&filters[surname][operator]=contain&filters[brokerNetworkIds][value]=north&filters[brokerNetworkIds][operator]=contain' +
          '&sort=brokerNetworkIds',
      ),
    ).toEqual([
      ['filters.externalId', 'listQuery.unknownColumn'],
      ['filters.status.value', 'listQuery.invalidValue'],
      ['filters.surname.operator', 'listQuery.operatorNotAllowed'],
      ['filters.brokerNetworkIds.value', 'listQuery.invalidId'],
      ['sort', 'listQuery.notSortable'],
    ]);
  });
});
