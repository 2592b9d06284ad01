import { randomUUID } from 'node:crypto';
import { ERROR_LABELS, type TAdvisor, type TAdvisorInput } from '@emisja/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countEmails,
  landingIdOf,
  loginAdvisor,
  postLogin,
  RELAXED_LIMITS,
  secretOfLink,
  userIdOf,
  waitForEmail,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST, waitFor } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { advisorNetworks, advisors, auditLog, emailOutbox, networks, userContexts, users } from '../../db/schema/index.ts';
import { NAVY_NETWORK, NORTH_NETWORK, SOUTH_NETWORK } from '../../db/seed/demo-people.ts';
import { advisorUniqueViolationOf, insertAdvisor } from './advisors.repository.ts';

// Adding, editing, archiving and activating advisors through HTTP (spec sections 3 to 5; product-decisions section 2;
// docs/decisions/013-advisor-management.md), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let app: App;
let demoLandingId: string;
const networkIds = { north: '', south: '', west: '', atlantic: '' };
const tokens = { admin: '', coordinator: '', advisor: '' };
const NEW_PASSWORD = 'Nowe-Haslo-1';

async function networkIdOf(landingPageId: string, name: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(networks)
    .where(and(eq(networks.landingPageId, landingPageId), eq(networks.name, name)));
  if (!row) throw new Error(`no network ${name}`);
  return row.id;
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  networkIds.north = await networkIdOf(demoLandingId, NORTH_NETWORK);
  networkIds.south = await networkIdOf(demoLandingId, SOUTH_NETWORK);
  networkIds.atlantic = await networkIdOf(await landingIdOf(app, NAVY_HOST), NAVY_NETWORK);
  const [west] = await app.db
    .insert(networks)
    .values({ landingPageId: demoLandingId, name: 'West' })
    .returning({ id: networks.id });
  networkIds.west = west!.id;
  tokens.admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  tokens.coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
  tokens.advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
});

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  language = 'en',
) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { host: DEMO_HOST, 'accept-language': 'en' }, payload });

function newInput(overrides: Partial<TAdvisorInput> = {}): TAdvisorInput {
  return {
    firstName: 'Ewa',
    surname: 'Nowa',
    email: `new-${randomUUID().slice(0, 8)}@changes.test`,
    brokerNetworkIds: [networkIds.north],
    ...overrides,
  };
}

/** The body of a PUT that changes nothing: the advisor as the form would send it back. */
function inputOf(advisor: TAdvisor): TAdvisorInput {
  const { id: _id, status: _status, role: _role, createdAt: _c, updatedAt: _u, archivedAt: _a, ...input } = advisor;
  return input;
}

async function createAs(token: string, input: TAdvisorInput): Promise<TAdvisor> {
  const response = await call(token, 'POST', '/api/advisor/advisor', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function auditOf(advisorId: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'advisor'), eq(auditLog.entityId, advisorId)))
    .orderBy(asc(auditLog.id));
}

async function activateByLink(email: string) {
  const mail = await waitForEmail(app, email, 'advisor-activation');
  const token = secretOfLink(mail.links[0]!);
  return post('/auth/activate-from-email', { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
}

const violationsOf = (body: { violations: { propertyPath: string; code: string }[] }) =>
  body.violations.map((item) => [item.propertyPath, item.code]);

describe('POST /api/advisor/advisor', () => {
  it('adds an advisor awaiting activation and e-mails the link; the advisor activates with it and logs in', async () => {
    const input = newInput({
      email: 'Karol.Nowak@Changes.test',
      brokerNetworkIds: [networkIds.north, networkIds.south],
      coordinatedNetworkIds: [networkIds.south],
      externalId: ' DOR-9001 ',
      phoneNo: '+48 601 234 567',
      documentType: 'ID_CARD',
      documentNo: 'ABC123456',
      documentExpiryDate: '2035-01-31',
      documentCountry: 'pl',
      powerOfAttorneyStart: '2025-01-01',
      powerOfAttorneyEnd: '2027-12-31',
    });
    const created = await createAs(tokens.admin, input);
    expect(created).toMatchObject({
      firstName: 'Ewa',
      email: 'karol.nowak@changes.test',
      status: 'initial',
      role: 'advisor',
      brokerNetworkIds: [networkIds.north, networkIds.south].sort(),
      coordinatedNetworkIds: [networkIds.south],
      externalId: 'DOR-9001',
      documentNo: 'ABC123456',
      documentCountry: 'PL',
      documentExpiryDate: '2035-01-31',
      powerOfAttorneyEnd: '2027-12-31',
      archivedAt: null,
    });
    expect((await call(tokens.admin, 'GET', `/api/advisor/advisor/${created.id}`)).json()).toEqual(created);

    // The login account: a new user without a password, with the advisor-panel context of this landing page.
    const [user] = await app.db.select().from(users).where(eq(users.email, 'karol.nowak@changes.test'));
    expect(user!.passwordHash).toBeNull();
    const contexts = await app.db.select().from(userContexts).where(eq(userContexts.userId, user!.id));
    expect(contexts.map((context) => [context.landingPageId, context.contextType])).toEqual([[demoLandingId, 'advisor-panel']]);

    const mail = await waitForEmail(app, 'karol.nowak@changes.test', 'advisor-activation');
    expect(mail.language).toBe('pl');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/activate-from-email\/[A-Za-z0-9_-]{43}$/);
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({
      action: 'advisor.created',
      landingPageId: demoLandingId,
      before: null,
      actorLabel: 'admin@emisja.test',
    });
    expect(audit!.after).toMatchObject({
      email: 'karol.nowak@changes.test',
      status: 'initial',
      coordinatedNetworkIds: [networkIds.south],
      documentNo: '*****3456',
    });
    expect(audit!.actorUserId).toBe(await userIdOf(app, 'admin@emisja.test'));

    // Not yet activated: no login.
    expect((await postLogin(app, { email: 'karol.nowak@changes.test', password: NEW_PASSWORD })).statusCode).toBe(401);
    const activated = await activateByLink('karol.nowak@changes.test');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().type).toBe('auth-token');
    const login = await postLogin(app, { email: 'karol.nowak@changes.test', password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    const data = await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(login.json().accessToken) });
    expect(data.json().advisor).toMatchObject({
      id: created.id,
      status: 'active',
      isCoordinator: true,
      coordinatorNetworkIds: [networkIds.south],
    });
  });

  it('lets a coordinator add an advisor to the networks they coordinate only, and never make a coordinator', async () => {
    const created = await createAs(tokens.coordinator, newInput({ brokerNetworkIds: [networkIds.south] }));
    expect(created.brokerNetworkIds).toEqual([networkIds.south]);
    await waitForEmail(app, created.email, 'advisor-activation');

    const foreign = await call(
      tokens.coordinator,
      'POST',
      '/api/advisor/advisor',
      newInput({ brokerNetworkIds: [networkIds.north, networkIds.west] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(violationsOf(foreign.json())).toEqual([['brokerNetworkIds', 'validation.networkNotAllowed']]);
    const makesCoordinator = await call(
      tokens.coordinator,
      'POST',
      '/api/advisor/advisor',
      newInput({ coordinatedNetworkIds: [networkIds.north] }),
    );
    expect(makesCoordinator.statusCode).toBe(400);
    expect(violationsOf(makesCoordinator.json())).toEqual([['coordinatedNetworkIds', 'validation.networkNotAllowed']]);
    expect(makesCoordinator.json().violations[0].title).toBe('You cannot assign this network');
  });

  it("refuses an admin networks that are not this landing page's", async () => {
    for (const networkId of [randomUUID(), networkIds.atlantic]) {
      const input = newInput({ brokerNetworkIds: [networkIds.north, networkId] });
      const response = await call(tokens.admin, 'POST', '/api/advisor/advisor', input);
      expect(response.statusCode).toBe(400);
      expect(violationsOf(response.json())).toEqual([['brokerNetworkIds', 'validation.networkNotAllowed']]);
      expect(await app.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    }
  });

  it('keeps e-mails unique per landing page, also for concurrent requests', async () => {
    const taken = await call(tokens.admin, 'POST', '/api/advisor/advisor', newInput({ email: 'Doradca@Emisja.TEST' }), 'pl');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().violations).toEqual([
      { propertyPath: 'email', code: 'validation.emailTaken', title: 'Ten adres e-mail jest już używany przez innego doradcę' },
    ]);
    // Every violation at once: the e-mail and the networks.
    const both = await call(
      tokens.coordinator,
      'POST',
      '/api/advisor/advisor',
      newInput({ email: 'doradca@emisja.test', brokerNetworkIds: [networkIds.west] }),
    );
    expect(violationsOf(both.json())).toEqual([
      ['email', 'validation.emailTaken'],
      ['brokerNetworkIds', 'validation.networkNotAllowed'],
    ]);

    const input = newInput();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call(tokens.admin, 'POST', '/api/advisor/advisor', input)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      expect(violationsOf(response.json())).toEqual([['email', 'validation.emailTaken']]);
    }
    expect(await app.db.select().from(advisors).where(eq(advisors.email, input.email))).toHaveLength(1);
    expect(await app.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  it('maps the unique constraints a race runs into, on this engine', async () => {
    const [existing] = await app.db.select().from(advisors).where(eq(advisors.email, 'doradca@emisja.test'));
    const fields = {
      firstName: 'Race',
      surname: 'Loser',
      externalId: null,
      phoneNo: null,
      documentType: null,
      documentNumber: null,
      documentExpiryDate: null,
      documentIndefinite: false,
      documentCountry: null,
      powerOfAttorneyStart: null,
      powerOfAttorneyEnd: null,
    };
    const otherUserId = await userIdOf(app, 'inwestor@emisja.test');
    const sameEmail = await insertAdvisor(app.db, {
      ...fields,
      email: existing!.email,
      landingPageId: demoLandingId,
      userId: otherUserId,
    }).catch((error: unknown) => error);
    expect(advisorUniqueViolationOf(sameEmail)).toBe('email');
    const sameUser = await insertAdvisor(app.db, {
      ...fields,
      email: 'other@changes.test',
      landingPageId: demoLandingId,
      userId: existing!.userId,
    }).catch((error: unknown) => error);
    expect(advisorUniqueViolationOf(sameUser)).toBe('user');
    expect(advisorUniqueViolationOf(new Error('something else'))).toBeNull();
  });

  it("reuses the platform account of the e-mail (an investor's) without touching its password or its other contexts", async () => {
    const investorUserId = await userIdOf(app, 'inwestor@emisja.test');
    const created = await createAs(tokens.admin, newInput({ email: 'inwestor@emisja.test' }));
    const [row] = await app.db.select().from(advisors).where(eq(advisors.id, created.id));
    expect(row!.userId).toBe(investorUserId);
    const contexts = await app.db.select().from(userContexts).where(eq(userContexts.userId, investorUserId));
    expect(contexts.map((context) => context.contextType).sort()).toEqual(['advisor-panel', 'investor-panel']);
    expect(await app.db.select().from(users).where(eq(users.email, 'inwestor@emisja.test'))).toHaveLength(1);

    // Its e-mail is someone's investor login too: it cannot change here.
    const changed = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(created),
      email: 'elsewhere@changes.test',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().violations).toEqual([
      { propertyPath: 'email', code: 'validation.emailLocked', title: 'The e-mail of an activated advisor cannot be changed' },
    ]);
  });

  it('answers malformed bodies with 400 and violations in the caller language, never 500', async () => {
    const missing = await call(tokens.admin, 'POST', '/api/advisor/advisor', {}, 'pl');
    expect(missing.statusCode).toBe(400);
    expect(violationsOf(missing.json())).toEqual(
      expect.arrayContaining([
        ['firstName', 'validation.required'],
        ['surname', 'validation.required'],
        ['email', 'validation.required'],
        ['brokerNetworkIds', 'validation.networkRequired'],
      ]),
    );
    expect(missing.json().violations.find((item: { propertyPath: string }) => item.propertyPath === 'firstName').title).toBe(
      'To pole jest wymagane',
    );

    const bodies: [unknown, string][] = [
      [newInput({ brokerNetworkIds: [] }), 'brokerNetworkIds'],
      [newInput({ brokerNetworkIds: ['north'] }), 'brokerNetworkIds.0'],
      [newInput({ email: 'not-an-email' }), 'email'],
      [newInput({ firstName: 'x'.repeat(101) }), 'firstName'],
      [newInput({ powerOfAttorneyStart: '2026-05-01', powerOfAttorneyEnd: '2026-04-30' }), 'powerOfAttorneyEnd'],
      [newInput({ powerOfAttorneyStart: '2026-02-30' }), 'powerOfAttorneyStart'],
      [newInput({ documentNo: 'X1' }), 'documentType'],
      [newInput({ coordinatedNetworkIds: [networkIds.south] }), 'coordinatedNetworkIds'],
      [{ ...newInput(), firstName: 42 }, 'firstName'],
      [{ ...newInput(), brokerNetworkIds: 'north' }, 'brokerNetworkIds'],
      [[newInput()], ''],
    ];
    for (const [body, propertyPath] of bodies) {
      const response = await call(tokens.admin, 'POST', '/api/advisor/advisor', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().label).toBe('error.validation');
      expect(response.json().violations.map((item: { propertyPath: string }) => item.propertyPath)).toContain(propertyPath);
    }
    const raw = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/advisor/advisor',
        headers: { ...bearer(tokens.admin), 'content-type': contentType },
        payload,
      });
    expect((await raw('{"firstName": ')).statusCode).toBe(400);
    expect((await raw('"just text"')).statusCode).toBe(400);
    expect((await raw('')).statusCode).toBe(400);
    expect((await raw('firstName=Ewa', 'text/plain')).statusCode).toBe(400);
    expect((await raw('<advisor/>', 'application/xml')).statusCode).toBe(415);
  });

  it('gives a plain advisor 403', async () => {
    const response = await call(tokens.advisor, 'POST', '/api/advisor/advisor', newInput());
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/advisor/advisor/{brokerId}', () => {
  it('replaces the fields and audits only what changed, before and after', async () => {
    const created = await createAs(tokens.admin, newInput({ externalId: 'OLD-1', phoneNo: '601234567' }));
    const response = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(created),
      surname: 'Zmieniona',
      externalId: '',
      phoneNo: null,
      documentType: 'PASSPORT',
      documentNo: 'EA1234567',
      documentIndefinite: true,
      documentExpiryDate: null,
      documentCountry: 'de',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated: TAdvisor = response.json();
    expect(updated).toMatchObject({
      surname: 'Zmieniona',
      externalId: null,
      phoneNo: null,
      documentType: 'PASSPORT',
      documentIndefinite: true,
      documentCountry: 'DE',
      status: 'initial',
    });
    const [, audit] = await auditOf(created.id);
    expect(audit!.action).toBe('advisor.updated');
    expect(audit!.before).toEqual({
      surname: 'Nowa',
      externalId: 'OLD-1',
      phoneNo: '601234567',
      documentType: null,
      documentNo: null,
      documentIndefinite: false,
      documentCountry: null,
    });
    expect(audit!.after).toEqual({
      surname: 'Zmieniona',
      externalId: null,
      phoneNo: null,
      documentType: 'PASSPORT',
      // The audit log keeps the document number masked, never the number (advisor-document-number.ts).
      documentNo: '*****4567',
      documentIndefinite: true,
      documentCountry: 'DE',
    });
    const [stored] = await app.db.select().from(advisors).where(eq(advisors.id, created.id));
    expect(stored!.documentNumber).toMatch(/^v1:test:/);
    expect(updated.documentNo).toBe('EA1234567');

    // The same body again changes nothing, so nothing more is audited.
    expect((await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, inputOf(updated))).statusCode).toBe(200);
    expect(await auditOf(created.id)).toHaveLength(2);
  });

  it("applies a coordinator's network change within their networks and keeps the other memberships", async () => {
    // An advisor of north and west who coordinates west (set by the admin); the demo coordinator coordinates north and south.
    const advisor = await createAs(
      tokens.admin,
      newInput({ brokerNetworkIds: [networkIds.north, networkIds.west], coordinatedNetworkIds: [networkIds.west] }),
    );
    const moved = await call(tokens.coordinator, 'PUT', `/api/advisor/advisor/${advisor.id}`, {
      ...inputOf(advisor),
      brokerNetworkIds: [networkIds.south, networkIds.west],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      brokerNetworkIds: [networkIds.south, networkIds.west].sort(),
      coordinatedNetworkIds: [networkIds.west],
    });
    // West is outside the coordinator's reach: leaving it out of the body keeps it.
    const without = await call(tokens.coordinator, 'PUT', `/api/advisor/advisor/${advisor.id}`, {
      ...inputOf(advisor),
      brokerNetworkIds: [networkIds.north],
      coordinatedNetworkIds: [],
    });
    expect(without.statusCode).toBe(400);
    expect(violationsOf(without.json())).toEqual([['coordinatedNetworkIds', 'validation.networkNotAllowed']]);

    const plain = await createAs(tokens.admin, newInput({ brokerNetworkIds: [networkIds.west] }));
    // Adding a network the coordinator does not coordinate is refused...
    const added = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${plain.id}`, {
      ...inputOf(plain),
      brokerNetworkIds: [networkIds.west, networkIds.north],
    });
    expect(added.statusCode).toBe(200);
    const refused = await call(tokens.coordinator, 'PUT', `/api/advisor/advisor/${plain.id}`, {
      ...inputOf(added.json()),
      brokerNetworkIds: [networkIds.north, networkIds.south, networkIds.atlantic],
    });
    expect(violationsOf(refused.json())).toEqual([['brokerNetworkIds', 'validation.networkNotAllowed']]);
    // ...dropping their own network keeps west, and the coordinator flags are not theirs to set.
    const dropped = await call(tokens.coordinator, 'PUT', `/api/advisor/advisor/${plain.id}`, {
      ...inputOf(added.json()),
      brokerNetworkIds: [networkIds.south],
    });
    expect(dropped.json().brokerNetworkIds).toEqual([networkIds.south, networkIds.west].sort());
    const flags = await call(tokens.coordinator, 'PUT', `/api/advisor/advisor/${plain.id}`, {
      ...inputOf(dropped.json()),
      coordinatedNetworkIds: [networkIds.south],
    });
    expect(flags.statusCode).toBe(400);
    expect(violationsOf(flags.json())).toEqual([['coordinatedNetworkIds', 'validation.networkNotAllowed']]);
    const memberships = await app.db.select().from(advisorNetworks).where(eq(advisorNetworks.advisorId, plain.id));
    expect(memberships.map((membership) => [membership.networkId, membership.isCoordinator]).sort()).toEqual(
      [
        [networkIds.south, false],
        [networkIds.west, false],
      ].sort(),
    );
    const [, , audit] = await auditOf(plain.id);
    expect(audit).toMatchObject({
      action: 'advisor.updated',
      actorLabel: 'koordynator@emisja.test',
      before: { brokerNetworkIds: [networkIds.north, networkIds.west].sort() },
      after: { brokerNetworkIds: [networkIds.south, networkIds.west].sort() },
    });

    // The admin sets and clears coordinators.
    const promoted = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${plain.id}`, {
      ...inputOf(dropped.json()),
      coordinatedNetworkIds: [networkIds.south],
    });
    expect(promoted.json().coordinatedNetworkIds).toEqual([networkIds.south]);
  });

  it('changes the e-mail before activation only: the login moves, old links die, a new link goes to the new address', async () => {
    const created = await createAs(tokens.admin, newInput());
    const oldMail = await waitForEmail(app, created.email, 'advisor-activation');
    const oldToken = secretOfLink(oldMail.links[0]!);
    const userId = await userIdOf(app, created.email);

    const response = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(created),
      email: 'Moved@Changes.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe('moved@changes.test');
    expect(await userIdOf(app, 'moved@changes.test')).toBe(userId);
    expect((await post('/auth/activate', { token: oldToken })).statusCode).toBe(404);
    const activated = await activateByLink('moved@changes.test');
    expect(activated.statusCode, activated.body).toBe(200);
    const [, audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ before: { email: created.email }, after: { email: 'moved@changes.test' } });

    // Active now: the e-mail is locked.
    const active = (await call(tokens.admin, 'GET', `/api/advisor/advisor/${created.id}`)).json();
    const locked = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(active),
      email: 'again@changes.test',
    });
    expect(locked.statusCode).toBe(400);
    expect(violationsOf(locked.json())).toEqual([['email', 'validation.emailLocked']]);
  });

  it("moves an awaiting advisor to the existing account of the new e-mail, and refuses another advisor's e-mail", async () => {
    const created = await createAs(tokens.admin, newInput());
    const taken = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(created),
      email: 'doradca2@emisja.test',
    });
    expect(violationsOf(taken.json())).toEqual([['email', 'validation.emailTaken']]);

    const oldUserId = await userIdOf(app, created.email);
    const investorUserId = await userIdOf(app, 'jan.nowak@example.com');
    const moved = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${created.id}`, {
      ...inputOf(created),
      email: 'jan.nowak@example.com',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await app.db.select().from(advisors).where(eq(advisors.id, created.id));
    expect(row!.userId).toBe(investorUserId);
    expect(await app.db.select().from(userContexts).where(eq(userContexts.userId, oldUserId))).toEqual([]);
    await waitForEmail(app, 'jan.nowak@example.com', 'advisor-activation');
  });

  it('answers unknown, foreign, archived and malformed advisors with 404, 409 and 400', async () => {
    const body = newInput();
    expect((await call(tokens.admin, 'PUT', `/api/advisor/advisor/${randomUUID()}`, body)).statusCode).toBe(404);
    const [navy] = await app.db.select().from(advisors).where(eq(advisors.email, 'advisor@navy.test'));
    expect((await call(tokens.admin, 'PUT', `/api/advisor/advisor/${navy!.id}`, body)).statusCode).toBe(404);
    const malformed = await call(tokens.admin, 'PUT', '/api/advisor/advisor/nope', body);
    expect(malformed.statusCode).toBe(400);
    expect(violationsOf(malformed.json())).toEqual([['brokerId', 'validation.invalid']]);
    const [archived] = await app.db.select().from(advisors).where(eq(advisors.email, 'grzegorz.wozniak@emisja.test'));
    const current = (await call(tokens.admin, 'GET', `/api/advisor/advisor/${archived!.id}`)).json();
    const conflict = await call(tokens.admin, 'PUT', `/api/advisor/advisor/${archived!.id}`, inputOf(current));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().label).toBe(ERROR_LABELS.conflict);
  });
});

describe('a coordinator outside their networks', () => {
  it('can neither read nor change an advisor of a network they do not coordinate (404), nor an admin (403)', async () => {
    const outside = await createAs(tokens.admin, newInput({ brokerNetworkIds: [networkIds.west] }));
    const url = `/api/advisor/advisor/${outside.id}`;
    const attempts = [
      await call(tokens.coordinator, 'GET', url),
      await call(tokens.coordinator, 'PUT', url, { ...inputOf(outside), surname: 'Hacked' }),
      await call(tokens.coordinator, 'DELETE', url),
      await call(tokens.coordinator, 'PATCH', `${url}/activate`),
      await call(tokens.coordinator, 'POST', `${url}/activation-mail`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const unchanged = (await call(tokens.admin, 'GET', url)).json();
    expect(unchanged).toMatchObject({ surname: 'Nowa', status: 'initial' });
    expect(await countEmails(app, outside.email)).toBe(1);

    // An admin who joined one of the coordinator's networks stays the admin's business.
    const [admin] = await app.db.select().from(advisors).where(eq(advisors.email, 'admin@emisja.test'));
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: demoLandingId, advisorId: admin!.id, networkId: networkIds.west });
    const adminInNorth = await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: demoLandingId, advisorId: admin!.id, networkId: networkIds.north })
      .returning();
    try {
      expect((await call(tokens.coordinator, 'GET', `/api/advisor/advisor/${admin!.id}`)).statusCode).toBe(200);
      expect((await call(tokens.coordinator, 'DELETE', `/api/advisor/advisor/${admin!.id}`)).statusCode).toBe(403);
    } finally {
      await app.db.delete(advisorNetworks).where(eq(advisorNetworks.advisorId, adminInNorth[0]!.advisorId));
    }
  });
});

describe('DELETE /api/advisor/advisor/{id} (archive)', () => {
  it('keeps the row, its networks and its history, ends the sessions and refuses the login', async () => {
    const created = await createAs(tokens.coordinator, newInput({ brokerNetworkIds: [networkIds.north] }));
    expect((await activateByLink(created.email)).statusCode).toBe(200);
    const session = (await postLogin(app, { email: created.email, password: NEW_PASSWORD })).json();
    expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(session.accessToken) })).statusCode).toBe(
      200,
    );

    const response = await call(tokens.coordinator, 'DELETE', `/api/advisor/advisor/${created.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const archived: TAdvisor = response.json();
    expect(archived).toMatchObject({ id: created.id, status: 'deleted', brokerNetworkIds: [networkIds.north] });
    expect(archived.archivedAt).toEqual(expect.any(String));
    expect((await call(tokens.coordinator, 'GET', `/api/advisor/advisor/${created.id}`)).json()).toEqual(archived);
    const listed = await call(
      tokens.coordinator,
      'GET',
      `/api/advisor/advisor?filters[email][value]=${created.email}&filters[email][operator]=leq&filters[status][value]=deleted&filters[status][operator]=in`,
    );
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual([created.id]);

    // The session ends at once and cannot be refreshed; a new login is refused as an inactive account.
    expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(session.accessToken) })).statusCode).toBe(
      401,
    );
    expect((await post('/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const login = await postLogin(app, { email: created.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().label).toBe(ERROR_LABELS.accountInactive);
    // No way back in through a reset link either.
    await post('/auth/password/send-remind-request', { email: created.email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countEmails(app, created.email)).toBe(1);

    const history = await auditOf(created.id);
    expect(history.map((event) => event.action)).toEqual(['advisor.created', 'advisor.archived']);
    expect(history[1]).toMatchObject({
      actorLabel: 'koordynator@emisja.test',
      before: { status: 'active', archivedAt: null },
      after: { status: 'deleted', archivedAt: archived.archivedAt },
    });

    const again = await call(tokens.coordinator, 'DELETE', `/api/advisor/advisor/${created.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().label).toBe(ERROR_LABELS.conflict);
  });

  it("keeps the investor context of an archived advisor's account", async () => {
    const created = await createAs(tokens.admin, newInput({ email: 'anna.kowalczyk@example.com' }));
    expect((await call(tokens.admin, 'DELETE', `/api/advisor/advisor/${created.id}`)).statusCode).toBe(200);
    const contexts = await app.db
      .select()
      .from(userContexts)
      .where(eq(userContexts.userId, await userIdOf(app, 'anna.kowalczyk@example.com')));
    expect(contexts.map((context) => context.contextType)).toEqual(['investor-panel']);
  });

  it('refuses archiving oneself (409) and answers a plain advisor 403', async () => {
    const [admin] = await app.db.select().from(advisors).where(eq(advisors.email, 'admin@emisja.test'));
    expect((await call(tokens.admin, 'DELETE', `/api/advisor/advisor/${admin!.id}`)).statusCode).toBe(409);
    const [coordinator] = await app.db.select().from(advisors).where(eq(advisors.email, 'koordynator@emisja.test'));
    expect((await call(tokens.coordinator, 'DELETE', `/api/advisor/advisor/${coordinator!.id}`)).statusCode).toBe(409);
    expect((await call(tokens.advisor, 'DELETE', `/api/advisor/advisor/${coordinator!.id}`)).statusCode).toBe(403);
    const [row] = await app.db.select().from(advisors).where(eq(advisors.id, coordinator!.id));
    expect(row!.status).toBe('active');
  });
});

describe('PATCH /api/advisor/advisor/{id}/activate', () => {
  it('moves initial to active once (409 after), audits it, and the account sets its first password by reset link', async () => {
    const created = await createAs(tokens.admin, newInput());
    const response = await call(tokens.coordinator, 'PATCH', `/api/advisor/advisor/${created.id}/activate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, status: 'active' });
    const again = await call(tokens.coordinator, 'PATCH', `/api/advisor/advisor/${created.id}/activate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().label).toBe(ERROR_LABELS.conflict);
    const [, audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: 'advisor.activated', before: { status: 'initial' }, after: { status: 'active' } });

    // The activation link is dead once the advisor is active; the reset link sets the first password.
    const activation = await waitForEmail(app, created.email, 'advisor-activation');
    expect((await post('/auth/activate', { token: secretOfLink(activation.links[0]!) })).statusCode).toBe(404);
    expect((await post('/auth/password/send-remind-request', { email: created.email })).statusCode).toBe(202);
    const reset = await waitForEmail(app, created.email, 'password-reset');
    const set = await post('/auth/password/set', {
      token: secretOfLink(reset.links[0]!),
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await postLogin(app, { email: created.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('activates a seeded advisor awaiting activation, whose account was inactive', async () => {
    const [pawel] = await app.db.select().from(advisors).where(eq(advisors.email, 'pawel.dabrowski@emisja.test'));
    expect((await call(tokens.admin, 'PATCH', `/api/advisor/advisor/${pawel!.id}/activate`)).statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.id, pawel!.userId));
    expect(user!.isActive).toBe(true);
    const [archived] = await app.db.select().from(advisors).where(eq(advisors.email, 'aleksandra.kozlowska@emisja.test'));
    expect((await call(tokens.admin, 'PATCH', `/api/advisor/advisor/${archived!.id}/activate`)).statusCode).toBe(409);
  });
});

describe('POST /api/advisor/advisor/{id}/activation-mail', () => {
  it('sends a new link that replaces the older one, only while the advisor awaits activation', async () => {
    const created = await createAs(tokens.admin, newInput());
    const first = await waitForEmail(app, created.email, 'advisor-activation');
    const response = await call(tokens.coordinator, 'POST', `/api/advisor/advisor/${created.id}/activation-mail`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    const second = await waitFor(async () => {
      const mail = await waitForEmail(app, created.email, 'advisor-activation');
      return mail.id === first.id ? null : mail;
    });
    expect((await post('/auth/activate', { token: secretOfLink(first.links[0]!) })).statusCode).toBe(404);
    expect((await post('/auth/activate', { token: secretOfLink(second.links[0]!) })).json()).toEqual({ email: created.email });
    const events = await auditOf(created.id);
    expect(events.at(-1)).toMatchObject({ action: 'advisor.activation-mail-sent', metadata: { to: created.email } });

    const [active] = await app.db.select().from(advisors).where(eq(advisors.email, 'doradca2@emisja.test'));
    const refused = await call(tokens.admin, 'POST', `/api/advisor/advisor/${active!.id}/activation-mail`);
    expect(refused.statusCode).toBe(409);
    expect(await countEmails(app, 'doradca2@emisja.test')).toBe(0);
    const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, created.email));
    expect(rows).toHaveLength(2);
  });
});
