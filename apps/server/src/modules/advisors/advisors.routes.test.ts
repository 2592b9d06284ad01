import { randomUUID } from 'node:crypto';
import { TOTAL_COUNT_HEADERS } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdvisor, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { advisorNetworks, advisors, networks, users, type AdvisorStatus } from '../../db/schema/index.ts';
import { NAVY_NETWORK, NORTH_NETWORK, SOUTH_NETWORK } from '../../db/seed/demo-people.ts';
import { isPiiCiphertext } from '../../lib/pii/index.ts';
import { createTestPiiCipher } from '../../../test/pii-test-key.ts';
import { openAdvisorDocumentNumber } from './advisor-document-number.ts';

// The advisors list and the read endpoints through HTTP (spec sections 3 and 7; product-decisions sections 2 and 6), on a
// fresh copy of the demo data plus advisors of this file (e-mails @http.test), on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. Names used for sorting are plain ASCII, so the expected order holds under any collation.

let app: App;
let demoLandingId: string;
let navyLandingId: string;
const networkIds = { north: '', south: '', west: '', atlantic: '' };
const tokens = { admin: '', coordinator: '', advisor: '', navy: '', navyAdmin: '', northCoordinator: '' };

interface TestAdvisor {
  email: string;
  firstName: string;
  surname: string;
  status: AdvisorStatus;
  networks: ('north' | 'south' | 'west')[];
}

const TEST_ADVISORS: TestAdvisor[] = [
  { email: 'anna.baker@http.test', firstName: 'Anna', surname: 'Baker', status: 'active', networks: ['north'] },
  { email: 'joanna.cole@http.test', firstName: 'Joanna', surname: 'Cole', status: 'initial', networks: ['south'] },
  { email: 'adam.cole@http.test', firstName: 'Adam', surname: 'Cole', status: 'active', networks: ['north', 'south'] },
  { email: 'zoe.drake@http.test', firstName: 'Zoe', surname: 'Drake', status: 'deleted', networks: ['south'] },
  { email: 'ben.evans@http.test', firstName: 'Ben', surname: 'Evans', status: 'active', networks: ['west'] },
  { email: 'carl.fox@http.test', firstName: 'Carl', surname: 'Fox', status: 'initial', networks: ['north'] },
];
const OURS = 'filters[email][value]=@http.test&filters[email][operator]=like';
const advisorIds = new Map<string, string>();

async function insertAdvisor(landingPageId: string, advisor: TestAdvisor, memberships: string[]): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({ email: advisor.email, firstName: advisor.firstName, surname: advisor.surname })
    .returning({ id: users.id });
  const [row] = await app.db
    .insert(advisors)
    .values({
      landingPageId,
      userId: user!.id,
      firstName: advisor.firstName,
      surname: advisor.surname,
      email: advisor.email,
      status: advisor.status,
      archivedAt: advisor.status === 'deleted' ? new Date() : null,
    })
    .returning({ id: advisors.id });
  await app.db.insert(advisorNetworks).values(memberships.map((networkId) => ({ landingPageId, advisorId: row!.id, networkId })));
  return row!.id;
}

async function networkIdOf(landingPageId: string, name: string): Promise<string> {
  const rows = await app.db.select().from(networks).where(eq(networks.landingPageId, landingPageId));
  const network = rows.find((row) => row.name === name);
  if (!network) throw new Error(`no network ${name}`);
  return network.id;
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  navyLandingId = await landingIdOf(app, NAVY_HOST);
  networkIds.north = await networkIdOf(demoLandingId, NORTH_NETWORK);
  networkIds.south = await networkIdOf(demoLandingId, SOUTH_NETWORK);
  networkIds.atlantic = await networkIdOf(navyLandingId, NAVY_NETWORK);
  // A network the demo coordinator does not coordinate.
  const [west] = await app.db
    .insert(networks)
    .values({ landingPageId: demoLandingId, name: 'West' })
    .returning({ id: networks.id });
  networkIds.west = west!.id;
  for (const advisor of TEST_ADVISORS) {
    advisorIds.set(
      advisor.email,
      await insertAdvisor(
        demoLandingId,
        advisor,
        advisor.networks.map((name) => networkIds[name]),
      ),
    );
  }

  // A coordinator of the north network only, and an admin of the navy landing page.
  const northCoordinator = await createAdvisor(app);
  await app.db.insert(advisorNetworks).values({
    landingPageId: demoLandingId,
    advisorId: northCoordinator.advisorId,
    networkId: networkIds.north,
    isCoordinator: true,
  });
  const navyAdmin = await createAdvisor(app, { host: NAVY_HOST, role: 'admin' });

  tokens.admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  tokens.coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
  tokens.advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  tokens.northCoordinator = (await loginAdvisor(app, northCoordinator.email)).accessToken;
  tokens.navy = (await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST)).accessToken;
  tokens.navyAdmin = (await loginAdvisor(app, navyAdmin.email, NAVY_HOST)).accessToken;
});

function get(token: string, url: string, options: { host?: string; total?: boolean; language?: string } = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      ...bearer(token, options.host ?? DEMO_HOST),
      'accept-language': options.language ?? 'en',
      ...(options.total ? { [TOTAL_COUNT_HEADERS.request]: 'true' } : {}),
    },
  });
}

async function listEmails(query: string, token = tokens.admin): Promise<string[]> {
  const response = await get(token, `/api/advisor/advisor?limit=99999&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { email: string }[]).map((row) => row.email);
}

const sorted = (values: string[]) => [...values].sort();
const oursWhere = (match: (advisor: TestAdvisor) => boolean) =>
  sorted(TEST_ADVISORS.filter(match).map((advisor) => advisor.email));

describe('GET /api/advisor/advisor: filters', () => {
  it('like: contains the value, ignoring case', async () => {
    expect(sorted(await listEmails(`${OURS}&filters[firstName][value]=ANN&filters[firstName][operator]=like`))).toEqual(
      oursWhere((advisor) => advisor.firstName.toLowerCase().includes('ann')),
    );
    expect(sorted(await listEmails(`${OURS}&filters[surname][value]=ol&filters[surname][operator]=like`))).toEqual(
      oursWhere((advisor) => advisor.surname.includes('ol')),
    );
    expect(await listEmails('filters[email][value]=ZOE.DRAKE@&filters[email][operator]=like')).toEqual(['zoe.drake@http.test']);
  });

  it('leq: equals the value, ignoring case, with no wildcard', async () => {
    expect(sorted(await listEmails('filters[surname][value]=cole&filters[surname][operator]=leq'))).toEqual([
      'adam.cole@http.test',
      'joanna.cole@http.test',
    ]);
    expect(await listEmails('filters[surname][value]=col&filters[surname][operator]=leq')).toEqual([]);
    expect(await listEmails('filters[firstName][value]=BEN&filters[firstName][operator]=leq')).toEqual(['ben.evans@http.test']);
    expect(await listEmails('filters[email][value]=Carl.Fox@HTTP.test&filters[email][operator]=leq')).toEqual([
      'carl.fox@http.test',
    ]);
  });

  it('contain: advisors in any of the chosen networks (several values)', async () => {
    const inNetworks = (...names: string[]) => oursWhere((advisor) => advisor.networks.some((name) => names.includes(name)));
    const filter = (...ids: string[]) =>
      `${OURS}&${ids.map((id) => `filters[brokerNetworkIds][value][]=${id}`).join('&')}&filters[brokerNetworkIds][operator]=contain`;
    expect(sorted(await listEmails(filter(networkIds.north)))).toEqual(inNetworks('north'));
    expect(sorted(await listEmails(filter(networkIds.north, networkIds.west)))).toEqual(inNetworks('north', 'west'));
    expect(sorted(await listEmails(filter(randomUUID())))).toEqual([]);
    // The rows carry every network of the advisor, not only the filtered one.
    const response = await get(
      tokens.admin,
      `/api/advisor/advisor?${filter(networkIds.south)}&filters[firstName][value]=adam&filters[firstName][operator]=leq`,
    );
    expect(response.json()).toEqual([
      {
        id: advisorIds.get('adam.cole@http.test'),
        firstName: 'Adam',
        surname: 'Cole',
        email: 'adam.cole@http.test',
        brokerNetworkIds: sorted([networkIds.north, networkIds.south]),
        status: 'active',
        externalId: null,
      },
    ]);
  });

  it('in: advisors in one of the chosen statuses', async () => {
    expect(
      sorted(
        await listEmails(
          `${OURS}&filters[status][value][]=initial&filters[status][value][]=deleted&filters[status][operator]=in`,
        ),
      ),
    ).toEqual(oursWhere((advisor) => advisor.status !== 'active'));
    expect(sorted(await listEmails(`${OURS}&filters[status][value]=active&filters[status][operator]=in`))).toEqual(
      oursWhere((advisor) => advisor.status === 'active'),
    );
  });

  it('combines filters with AND and treats an empty value as no filter', async () => {
    expect(
      await listEmails(
        `${OURS}&filters[status][value]=active&filters[status][operator]=in&filters[brokerNetworkIds][value][]=${networkIds.south}&filters[brokerNetworkIds][operator]=contain`,
      ),
    ).toEqual(['adam.cole@http.test']);
    expect(sorted(await listEmails(`${OURS}&filters[surname][value]=&filters[surname][operator]=leq`))).toEqual(
      oursWhere(() => true),
    );
  });
});

describe('GET /api/advisor/advisor: sorting and pagination', () => {
  it('sorts by surname then first name by default, and by each sortable column both ways', async () => {
    expect(await listEmails(OURS)).toEqual([
      'anna.baker@http.test',
      'adam.cole@http.test',
      'joanna.cole@http.test',
      'zoe.drake@http.test',
      'ben.evans@http.test',
      'carl.fox@http.test',
    ]);
    expect(await listEmails(`${OURS}&sort=surname&order=desc`)).toEqual([
      'carl.fox@http.test',
      'ben.evans@http.test',
      'zoe.drake@http.test',
      'joanna.cole@http.test',
      'adam.cole@http.test',
      'anna.baker@http.test',
    ]);
    expect(await listEmails(`${OURS}&sort=firstName&order=asc`)).toEqual([
      'adam.cole@http.test',
      'anna.baker@http.test',
      'ben.evans@http.test',
      'carl.fox@http.test',
      'joanna.cole@http.test',
      'zoe.drake@http.test',
    ]);
    const byEmailDesc = await listEmails(`${OURS}&sort=email&order=desc`);
    expect(byEmailDesc).toEqual(sorted(byEmailDesc).reverse());
    const byStatus = await get(tokens.admin, `/api/advisor/advisor?limit=99999&${OURS}&sort=status&order=asc`);
    expect((byStatus.json() as { status: string }[]).map((row) => row.status)).toEqual([
      'active',
      'active',
      'active',
      'deleted',
      'initial',
      'initial',
    ]);
    const byCreation = await listEmails(`${OURS}&sort=createdAt&order=asc`);
    expect(sorted(byCreation)).toEqual(oursWhere(() => true));
  });

  it('pages with limit and offset, with the total in X-Total-Count only when asked for', async () => {
    const all = await listEmails(`${OURS}&sort=firstName`);
    const walked: string[] = [];
    for (let offset = 0; offset < all.length; offset += 4) {
      const response = await get(tokens.admin, `/api/advisor/advisor?limit=4&offset=${offset}&${OURS}&sort=firstName`, {
        total: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[TOTAL_COUNT_HEADERS.response]).toBe(String(TEST_ADVISORS.length));
      expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count');
      walked.push(...(response.json() as { email: string }[]).map((row) => row.email));
    }
    expect(walked).toEqual(all);
    const beyond = await get(tokens.admin, `/api/advisor/advisor?limit=4&offset=100&${OURS}`, { total: true });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers[TOTAL_COUNT_HEADERS.response]).toBe(String(TEST_ADVISORS.length));
    const uncounted = await get(tokens.admin, `/api/advisor/advisor?${OURS}`);
    expect(uncounted.headers[TOTAL_COUNT_HEADERS.response]).toBeUndefined();
  });

  it('gives 20 rows by default and everything with limit=99999', async () => {
    for (let index = 0; index < 5; index++) {
      const filler = {
        email: `filler.${index}@filler.test`,
        firstName: 'Fill',
        surname: `Er${index}`,
        status: 'active' as const,
      };
      await insertAdvisor(demoLandingId, { ...filler, networks: [] }, [networkIds.north]);
    }
    const [{ count }] = (
      await app.database.executeSql('select count(*)::int as count from advisors where landing_page_id = $1', [demoLandingId])
    ).rows as [{ count: number }];
    expect(count).toBeGreaterThan(20);
    const firstPage = await get(tokens.admin, '/api/advisor/advisor', { total: true });
    expect(firstPage.json()).toHaveLength(20);
    expect(firstPage.headers[TOTAL_COUNT_HEADERS.response]).toBe(String(count));
    const everything = await get(tokens.admin, '/api/advisor/advisor?limit=99999&offset=0');
    expect(everything.json()).toHaveLength(count);
  });
});

describe('GET /api/advisor/advisor: malformed queries', () => {
  const cases: [string, string, string][] = [
    ['filters[externalId][value]=x&filters[externalId][operator]=like', 'filters.externalId', 'listQuery.unknownColumn'],
    ['filters[surname][value]=x&filters[surname][operator]=contain', 'filters.surname.operator', 'listQuery.operatorNotAllowed'],
    ['filters[surname][value]=x&filters[surname][operator]=between', 'filters.surname.operator', ''],
    ['filters[status][value]=archived&filters[status][operator]=in', 'filters.status.value', 'listQuery.invalidValue'],
    [
      'filters[brokerNetworkIds][value]=north&filters[brokerNetworkIds][operator]=contain',
      'filters.brokerNetworkIds.value',
      'listQuery.invalidId',
    ],
    ['sort=brokerNetworkIds', 'sort', 'listQuery.notSortable'],
    ['sort=surname&order=sideways', 'order', ''],
    ['limit=abc', 'limit', ''],
    ['limit=0', 'limit', ''],
    ['limit=100000', 'limit', ''],
    ['offset=-1', 'offset', ''],
    [
      `filters[surname][value]=${'x'.repeat(201)}&filters[surname][operator]=like`,
      'filters.surname.value',
      'listQuery.valueTooLong',
    ],
  ];

  it.each(cases)('%s -> 400 with a violation on %s', async (query, propertyPath, code) => {
    const response = await get(tokens.admin, `/api/advisor/advisor?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.label).toBe('error.validation');
    expect(body.violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ propertyPath, ...(code ? { code } : {}) })]),
    );
  });

  it('writes the violation titles in the caller language', async () => {
    const query = 'filters[externalId][value]=x&filters[externalId][operator]=like';
    const english = (await get(tokens.admin, `/api/advisor/advisor?${query}`, { language: 'en' })).json();
    const polish = (await get(tokens.admin, `/api/advisor/advisor?${query}`, { language: 'pl' })).json();
    expect(english.violations[0].title).not.toBe(polish.violations[0].title);
    expect(polish.message).not.toBe(english.message);
  });

  it('answers malformed and unknown ids with 400 and 404, never 500', async () => {
    for (const id of ['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const response = await get(tokens.admin, `/api/advisor/advisor/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath: 'id', code: 'validation.invalid' })]);
    }
    expect((await get(tokens.admin, `/api/advisor/advisor/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('who sees which advisors', () => {
  it('gives a plain advisor 403 on the list, one advisor and the form, but their own networks', async () => {
    for (const url of [
      '/api/advisor/advisor',
      `/api/advisor/advisor/${advisorIds.get('anna.baker@http.test')}`,
      '/api/advisor/advisor-form',
    ]) {
      const response = await get(tokens.advisor, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().label).toBe('error.forbidden');
    }
    expect((await get(tokens.navy, '/api/advisor/advisor', { host: NAVY_HOST })).statusCode).toBe(403);
    const own = await get(tokens.advisor, '/api/advisor/network');
    expect(own.json()).toEqual([{ id: networkIds.north, name: NORTH_NETWORK, coordinated: false }]);
  });

  it('shows a coordinator the advisors of the networks they coordinate only; others are 404', async () => {
    const coordinatorSees = await listEmails(OURS, tokens.coordinator);
    expect(sorted(coordinatorSees)).toEqual(oursWhere((advisor) => !advisor.networks.every((name) => name === 'west')));
    const northSees = await listEmails(OURS, tokens.northCoordinator);
    expect(sorted(northSees)).toEqual(oursWhere((advisor) => advisor.networks.includes('north')));
    // The admin belongs to no network: no coordinator sees them.
    expect(await listEmails('filters[email][value]=admin@emisja.test&filters[email][operator]=leq', tokens.coordinator)).toEqual(
      [],
    );

    const westOnly = advisorIds.get('ben.evans@http.test')!;
    expect((await get(tokens.admin, `/api/advisor/advisor/${westOnly}`)).statusCode).toBe(200);
    expect((await get(tokens.coordinator, `/api/advisor/advisor/${westOnly}`)).statusCode).toBe(404);
    const southOnly = advisorIds.get('joanna.cole@http.test')!;
    expect((await get(tokens.coordinator, `/api/advisor/advisor/${southOnly}`)).statusCode).toBe(200);
    expect((await get(tokens.northCoordinator, `/api/advisor/advisor/${southOnly}`)).statusCode).toBe(404);
    // A network filter narrows within the scope, never widens it.
    expect(
      await listEmails(
        `${OURS}&filters[brokerNetworkIds][value][]=${networkIds.west}&filters[brokerNetworkIds][operator]=contain`,
        tokens.coordinator,
      ),
    ).toEqual([]);
  });

  it('keeps the advisors of each landing page invisible from the other', async () => {
    const [navyAdvisor] = await app.db.select().from(advisors).where(eq(advisors.email, 'advisor@navy.test'));
    expect((await get(tokens.admin, `/api/advisor/advisor/${navyAdvisor!.id}`)).statusCode).toBe(404);
    expect(await listEmails('filters[email][value]=navy&filters[email][operator]=like')).toEqual([]);
    expect(
      await listEmails(`filters[brokerNetworkIds][value][]=${networkIds.atlantic}&filters[brokerNetworkIds][operator]=contain`),
    ).toEqual([]);

    const navyList = await get(tokens.navyAdmin, '/api/advisor/advisor?limit=99999', { host: NAVY_HOST });
    expect(navyList.statusCode).toBe(200);
    const navyEmails = (navyList.json() as { email: string }[]).map((row) => row.email);
    expect(navyEmails).toContain('advisor@navy.test');
    expect(navyEmails.filter((email) => email.endsWith('@emisja.test') || email.endsWith('@http.test'))).toEqual([]);
    const demoAdvisorId = advisorIds.get('anna.baker@http.test')!;
    expect((await get(tokens.navyAdmin, `/api/advisor/advisor/${demoAdvisorId}`, { host: NAVY_HOST })).statusCode).toBe(404);
    // A demo token is not accepted on the navy host at all.
    expect((await get(tokens.admin, `/api/advisor/advisor/${navyAdvisor!.id}`, { host: NAVY_HOST })).statusCode).toBe(401);
  });
});

describe('GET /api/advisor/advisor/{id}', () => {
  it('returns the whole advisor, with networks and coordinated networks', async () => {
    const [coordinator] = await app.db.select().from(advisors).where(eq(advisors.email, 'koordynator@emisja.test'));
    const response = await get(tokens.admin, `/api/advisor/advisor/${coordinator!.id}`);
    expect(response.statusCode).toBe(200);
    const advisor = response.json();
    expect(advisor).toMatchObject({
      id: coordinator!.id,
      firstName: 'Krzysztof',
      surname: 'Mazur',
      email: 'koordynator@emisja.test',
      status: 'active',
      role: 'advisor',
      brokerNetworkIds: sorted([networkIds.north, networkIds.south]),
      coordinatedNetworkIds: sorted([networkIds.north, networkIds.south]),
      archivedAt: null,
    });
    // Stored encrypted for its row (advisor-document-number.ts), answered decrypted.
    expect(isPiiCiphertext(coordinator!.documentNumber)).toBe(true);
    expect(advisor.documentNo).toBe(
      openAdvisorDocumentNumber(createTestPiiCipher(), coordinator!.id, coordinator!.documentNumber),
    );
    expect(advisor.documentNo).toMatch(/^[A-Z]{2,3}\d{6,7}$/);
    expect(advisor.createdAt).toBe(coordinator!.createdAt.toISOString());
  });
});

describe('GET /api/advisor/advisor-form and /api/advisor/network', () => {
  it('offers an admin every network and the coordinator flags; a coordinator their networks, flags read-only', async () => {
    const fieldOf = (body: { fields: { name: string; readOnly: boolean; options?: { value: string }[] }[] }, name: string) =>
      body.fields.find((field) => field.name === name)!;
    const admin = (await get(tokens.admin, '/api/advisor/advisor-form')).json();
    expect(sorted(fieldOf(admin, 'brokerNetworkIds').options!.map((option) => option.value))).toEqual(
      sorted([networkIds.north, networkIds.south, networkIds.west]),
    );
    expect(fieldOf(admin, 'coordinatedNetworkIds').readOnly).toBe(false);
    expect(fieldOf(admin, 'firstName')).toMatchObject({ required: true, maxLength: 100 });

    const coordinator = (await get(tokens.northCoordinator, '/api/advisor/advisor-form')).json();
    expect(fieldOf(coordinator, 'brokerNetworkIds').options).toEqual([{ value: networkIds.north, label: NORTH_NETWORK }]);
    expect(fieldOf(coordinator, 'coordinatedNetworkIds').readOnly).toBe(true);
  });

  it('lists every network of the landing page for an admin and the own networks for others, sorted by name', async () => {
    expect((await get(tokens.admin, '/api/advisor/network')).json()).toEqual([
      { id: networkIds.south, name: SOUTH_NETWORK, coordinated: true },
      { id: networkIds.north, name: NORTH_NETWORK, coordinated: true },
      { id: networkIds.west, name: 'West', coordinated: true },
    ]);
    expect((await get(tokens.coordinator, '/api/advisor/network')).json()).toEqual([
      { id: networkIds.south, name: SOUTH_NETWORK, coordinated: true },
      { id: networkIds.north, name: NORTH_NETWORK, coordinated: true },
    ]);
    expect((await get(tokens.navy, '/api/advisor/network', { host: NAVY_HOST })).json()).toEqual([
      { id: networkIds.atlantic, name: NAVY_NETWORK, coordinated: false },
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every advisor route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/advisor/advisor'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/advisor/advisor/{id}'])).toEqual(expect.arrayContaining(['get', 'delete']));
    expect(Object.keys(document.paths['/api/advisor/advisor/{brokerId}'])).toEqual(['put']);
    expect(document.paths['/api/advisor/advisor/{id}/activate'].patch).toBeDefined();
    expect(document.paths['/api/advisor/advisor/{id}/activation-mail'].post).toBeDefined();
    expect(document.paths['/api/advisor/advisor-form'].get).toBeDefined();
    expect(document.paths['/api/advisor/network'].get).toBeDefined();
    expect(document.paths['/api/advisor/advisor'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'brokerNetworkIds',
    );
  });
});
