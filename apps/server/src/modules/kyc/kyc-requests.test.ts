import { randomUUID } from 'node:crypto';
import { isoDateInTimeZone, type TKycRequestDetail, type TKycRequestRow } from '@emisja/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  advisorNetworks,
  emailOutbox,
  investors,
  kycIdentityVerifications,
  kycRequests,
  networks,
  userContexts,
  users,
} from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { bearer, createAdvisor, loginAdvisor, secretOfLink } from '../../../test/auth-helpers.ts';
import { DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import {
  auditRowsOf,
  buildKycTestApp,
  formRequest,
  KYC_API,
  KYC_MESSAGE,
  loginInvestor,
  person,
  saveDraft,
  sendKyc,
  sendKycAndGetLink,
  submitForm,
} from '../../../test/kyc-helpers.ts';

// The advisor panel's KYC requests (issue 12, product-decisions sections 2 and 9, docs/decisions/032-kyc-server.md): who may
// send, see and decide; idempotency; superseding; expiry; the list conventions; audited reads of personal data.

let app: App;
let admin: string;
let coordinator: string;
let advisor: string;
let advisor2: string;
let navyAdvisor: string;
/** A coordinator of "Południe" only (doradca2's network, not doradca's). */
let southCoordinator: string;

const uniqueEmail = (name = 'kyc') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function list(accessToken: string, query = '', headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `${KYC_API}${query}`, headers: { ...bearer(accessToken), ...headers } });
}

async function rowsOf(accessToken: string, query = '?limit=99999'): Promise<TKycRequestRow[]> {
  const response = await list(accessToken, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const detail = (accessToken: string, id: string, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url: `${KYC_API}/${id}`, headers: bearer(accessToken, host) });

const decide = (accessToken: string, id: string, body: object, language = 'en') =>
  app.inject({
    method: 'PATCH',
    url: `${KYC_API}/${id}/identity-verification`,
    headers: { ...bearer(accessToken), 'accept-language': language },
    payload: body,
  });

/** A request of `sender` submitted with the person fixture. */
async function submittedRequest(sender: string) {
  const email = uniqueEmail('submitted');
  const { id, secret } = await sendKycAndGetLink(app, sender, email);
  const submitted = await submitForm(app, secret, person());
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { id, secret, email };
}

beforeAll(async () => {
  app = await buildKycTestApp();
  [admin, coordinator, advisor, advisor2, navyAdvisor] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'koordynator@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'doradca@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'doradca2@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'advisor@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
  ]);
  const south = await createAdvisor(app);
  const [southNetwork] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Południe'));
  await app.db
    .insert(advisorNetworks)
    .values({ landingPageId: south.landingId, advisorId: south.advisorId, networkId: southNetwork!.id, isCoordinator: true });
  southCoordinator = (await loginAdvisor(app, south.email)).accessToken;
});

describe('POST /api/advisor/kyc/investor-request/send', () => {
  it('creates the investor and their user, a 30-day request whose link secret is stored only hashed, the e-mail and the audit row', async () => {
    const email = uniqueEmail('New.Investor');
    const response = await sendKyc(app, advisor, email.toUpperCase());
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toEqual({
      id: expect.any(String),
      status: 'sent',
      investorEmail: email.toLowerCase(),
      expiresAt: expect.any(String),
    });
    const days = (new Date(result.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);

    const [user] = await app.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.passwordHash).toBeNull();
    const contexts = await app.db.select().from(userContexts).where(eq(userContexts.userId, user!.id));
    expect(contexts.map((context) => context.contextType)).toEqual(['investor-panel']);
    const [investor] = await app.db.select().from(investors).where(eq(investors.email, email.toLowerCase()));
    const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, result.id));
    expect(row).toMatchObject({ investorId: investor!.id, status: 'sent', message: KYC_MESSAGE, draft: null, data: null });

    const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
    expect(mail).toMatchObject({ template: 'kyc-invitation', language: 'pl' });
    const link = mail!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/kyc-form\?token=[A-Za-z0-9_-]{43}$/);
    expect(row!.tokenHash).toBe(hashSecret(secretOfLink(link)));
    expect(row!.tokenHash).not.toContain(secretOfLink(link));
    expect(mail!.text).toContain(KYC_MESSAGE);
    expect(mail!.text).toContain('Piotr Kowalski');
    const [year, month, day] = isoDateInTimeZone(new Date(result.expiresAt)).split('-');
    expect(mail!.text).toContain(`${day}.${month}.${year}`);
    expect(mail!.html).toContain('Wypełnij ankietę');

    const [audit] = await auditRowsOf(app, 'kyc-request-sent', result.id);
    expect(audit).toMatchObject({ actorLabel: 'Piotr Kowalski', entityType: 'kyc-request' });
    expect(audit!.metadata).toMatchObject({ isNewInvestor: true, supersededCount: 0 });
  });

  it('lets any active advisor, coordinator or admin send; refuses investors (403), other tenants (401) and no login (401)', async () => {
    for (const token of [advisor, advisor2, coordinator, admin, southCoordinator]) {
      expect((await sendKyc(app, token, uniqueEmail())).statusCode).toBe(201);
    }
    expect((await sendKyc(app, navyAdvisor, uniqueEmail(), { host: NAVY_HOST })).statusCode).toBe(201);

    const investorToken = await loginInvestor(app, 'inwestor@emisja.test');
    const asInvestor = await sendKyc(app, investorToken, uniqueEmail());
    expect(asInvestor.statusCode).toBe(403);
    expect(asInvestor.json().label).toBe('error.accessDenied');
    const otherTenant = await sendKyc(app, navyAdvisor, uniqueEmail());
    expect(otherTenant.statusCode).toBe(401);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${KYC_API}/send`,
      headers: { host: DEMO_HOST },
      payload: { investorEmail: uniqueEmail(), message: KYC_MESSAGE },
    });
    expect(anonymous.statusCode).toBe(401);

    const archived = await createAdvisor(app, { status: 'active' });
    const archivedToken = (await loginAdvisor(app, archived.email)).accessToken;
    await app.db.execute(sql`update advisors set status = 'deleted', archived_at = now() where id = ${archived.advisorId}`);
    expect((await sendKyc(app, archivedToken, uniqueEmail())).statusCode).toBe(403);
  });

  it('refuses a short message and a malformed e-mail with violations on their fields', async () => {
    const short = await sendKyc(app, advisor, uniqueEmail(), { message: 'Za krótka' });
    expect(short.statusCode).toBe(400);
    expect(short.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual(['message']);
    const malformed = await sendKyc(app, advisor, 'not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations[0].propertyPath).toBe('investorEmail');
  });

  it('answers a retry with the same Idempotency-Key with the first result, one request and one e-mail; another body is 409', async () => {
    const email = uniqueEmail('retry');
    const key = randomUUID();
    const first = await sendKyc(app, advisor, email, { idempotencyKey: key });
    const again = await sendKyc(app, advisor, email, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await app.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email))).toHaveLength(1);
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(1);

    const reused = await sendKyc(app, advisor, uniqueEmail(), { idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      label: 'error.conflict',
      violations: [{ propertyPath: 'Idempotency-Key', code: 'idempotencyKey.reused' }],
    });
    const otherMessage = await sendKyc(app, advisor, email, { idempotencyKey: key, message: `${KYC_MESSAGE} Pozdrawiam.` });
    expect(otherMessage.statusCode).toBe(409);
    // Keys belong to their advisor: another advisor's identical key is a request of its own.
    expect((await sendKyc(app, advisor2, email, { idempotencyKey: key })).statusCode).toBe(201);
  });

  it('makes older unsubmitted requests of the e-mail expire, carrying the newest draft over to the new request', async () => {
    const email = uniqueEmail('again');
    const first = await sendKycAndGetLink(app, advisor, email);
    const draft = { investorType: 'person', firstName: 'Anna', identificationNo: '8503', documentNo: 'ABA3' };
    expect((await saveDraft(app, first.secret, draft)).statusCode).toBe(200);

    const second = await sendKycAndGetLink(app, advisor2, email);
    const [old] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, first.id));
    expect(old).toMatchObject({ status: 'expired', draft: null });
    const dead = await formRequest(app, 'GET', `/${first.secret}`);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().label).toBe('error.tokenInactive');

    const opened = await formRequest(app, 'GET', `/${second.secret}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'in-progress', draft: expect.objectContaining(draft) });
    const [audit] = await auditRowsOf(app, 'kyc-request-sent', second.id);
    expect(audit!.metadata).toMatchObject({ supersededCount: 1, draftCarriedOverFrom: first.id });

    // A submitted questionnaire is never replaced.
    const submitted = await submitForm(app, second.secret, person());
    expect(submitted.statusCode).toBe(200);
    await sendKycAndGetLink(app, advisor, email);
    const [kept] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, second.id));
    expect(kept!.status).toBe('submitted');
  });

  it('serialises concurrent sends of one e-mail: one investor, one open request, the others expired', async () => {
    const email = uniqueEmail('burst');
    const responses = await Promise.all(Array.from({ length: 4 }, () => sendKyc(app, advisor, email)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await app.db.select().from(investors).where(eq(investors.email, email))).toHaveLength(1);
    const rows = await app.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'expired', 'expired', 'sent']);
  });
});

describe('GET /api/advisor/kyc/investor-request', () => {
  it('shows an advisor their own requests, a coordinator also those of their networks, the admin all of the landing page', async () => {
    const north = await sendKycAndGetLink(app, advisor, uniqueEmail('north'));
    const south = await sendKycAndGetLink(app, advisor2, uniqueEmail('south'));
    const navy = await sendKycAndGetLink(app, navyAdvisor, uniqueEmail('navy'), { host: NAVY_HOST });
    const ids = async (token: string) => new Set((await rowsOf(token)).map((row) => row.id));

    const own = await ids(advisor);
    expect(own.has(north.id)).toBe(true);
    expect(own.has(south.id)).toBe(false);
    const southOnly = await ids(southCoordinator);
    expect(southOnly.has(south.id)).toBe(true);
    expect(southOnly.has(north.id)).toBe(false);
    for (const token of [coordinator, admin]) {
      const visible = await ids(token);
      expect(visible.has(north.id) && visible.has(south.id)).toBe(true);
      expect(visible.has(navy.id)).toBe(false);
    }
    const advisorRows = await rowsOf(advisor);
    expect(new Set(advisorRows.map((row) => row.advisorName))).toEqual(new Set(['Piotr Kowalski']));
  });

  it('answers rows of the contract with the investor name from the investor row and the total on request', async () => {
    const response = await list(coordinator, '?limit=5', { 'x-request-total-count': 'true' });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(5);
    const rows: TKycRequestRow[] = response.json();
    expect(rows).toHaveLength(5);
    // Default sort: newest first.
    const created = rows.map((row) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const demo = (
      await rowsOf(admin, '?filters[investorEmail][value]=inwestor@emisja.test&filters[investorEmail][operator]=leq')
    )[0];
    expect(demo).toMatchObject({
      investorName: 'Tomasz Baran',
      advisorName: 'Piotr Kowalski',
      status: 'submitted',
      identityVerification: 'success',
      submittedAt: expect.any(String),
    });
  });

  it('shows an unsubmitted request past its expiry as expired, and filters and sorts by that status', async () => {
    const lapsed = await sendKycAndGetLink(app, advisor, uniqueEmail('lapsed'));
    await app.db
      .update(kycRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(kycRequests.id, lapsed.id));
    const expired = await rowsOf(advisor, '?limit=99999&filters[status][value][]=expired&filters[status][operator]=in');
    expect(expired.map((row) => row.id)).toContain(lapsed.id);
    expect(expired.every((row) => row.status === 'expired')).toBe(true);
    const sent = await rowsOf(advisor, '?limit=99999&filters[status][value][]=sent&filters[status][operator]=in');
    expect(sent.map((row) => row.id)).not.toContain(lapsed.id);

    const byStatus = await rowsOf(admin, '?limit=99999&sort=status&order=asc');
    const order = ['sent', 'in-progress', 'submitted', 'expired'];
    const ranks = byStatus.map((row) => order.indexOf(row.status));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);

    const link = await formRequest(app, 'GET', `/${lapsed.secret}`);
    expect(link.statusCode).toBe(404);
    expect(link.json().label).toBe('error.tokenInactive');
  });

  it('filters by text, identity verification, advisor and dates; refuses undeclared filters and sorts', async () => {
    const byName = await rowsOf(admin, '?filters[investorName][value]=baran&filters[investorName][operator]=like');
    expect(byName.map((row) => row.investorEmail)).toContain('inwestor@emisja.test');
    const verified = await rowsOf(
      admin,
      '?limit=99999&filters[identityVerification][value][]=success&filters[identityVerification][operator]=in',
    );
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((row) => row.identityVerification === 'success')).toBe(true);
    const [someRow] = await rowsOf(admin, '?limit=1');
    const byAdvisor = await rowsOf(
      admin,
      `?limit=99999&filters[advisorId][value][]=${someRow!.advisorId}&filters[advisorId][operator]=in`,
    );
    expect(byAdvisor.every((row) => row.advisorId === someRow!.advisorId)).toBe(true);
    const today = isoDateInTimeZone(new Date());
    const sentToday = await rowsOf(
      admin,
      `?limit=99999&filters[createdAtFrom][value]=${today}&filters[createdAtFrom][operator]=gte`,
    );
    expect(sentToday.every((row) => isoDateInTimeZone(new Date(row.createdAt)) === today)).toBe(true);
    const bySurname = await rowsOf(admin, '?limit=99999&sort=advisorName&order=asc');
    expect(bySurname.length).toBeGreaterThan(0);

    for (const query of [
      '?filters[message][value]=x&filters[message][operator]=like',
      '?sort=message',
      '?filters[status][value][]=lost&filters[status][operator]=in',
    ]) {
      const refused = await list(admin, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().label).toBe('error.validation');
    }
  });

  it('is for the advisor panel only: an investor gets 403, another landing page 401', async () => {
    const investorToken = await loginInvestor(app, 'inwestor@emisja.test');
    expect((await list(investorToken)).statusCode).toBe(403);
    expect((await list(navyAdvisor)).statusCode).toBe(401);
  });
});

describe('GET /api/advisor/kyc/investor-request/{id}', () => {
  it('answers the submitted answers decrypted, the verification history and who may decide, and audits the read', async () => {
    const [demo] = await app.db
      .select({ id: kycRequests.id })
      .from(kycRequests)
      .where(and(eq(kycRequests.investorEmail, 'inwestor@emisja.test'), eq(kycRequests.status, 'submitted')));
    const response = await detail(advisor, demo!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body: TKycRequestDetail = response.json();
    expect(body.answers).toMatchObject({ investorType: 'person', firstName: 'Tomasz', surname: 'Baran' });
    expect(body.answers?.identificationNo).toMatch(/^\d{11}$/);
    expect(body.answers?.bankAccount).toMatch(/^\d{26}$/);
    expect(body.identityVerificationHistory.map((entry) => [entry.status, entry.decidedBy])).toEqual([
      ['in-progress', 'System'],
      ['success', 'Krzysztof Mazur'],
    ]);
    expect(body.canDecideIdentityVerification).toBe(false);
    expect((await detail(coordinator, demo!.id)).json().canDecideIdentityVerification).toBe(true);
    expect((await detail(admin, demo!.id)).json().canDecideIdentityVerification).toBe(true);

    const audits = await auditRowsOf(app, 'kyc-personal-data-read', demo!.id);
    expect(audits.map((row) => row.actorLabel)).toEqual(expect.arrayContaining(['Piotr Kowalski', 'Krzysztof Mazur']));
    expect(audits[0]!.metadata).toMatchObject({ investorEmail: 'inwestor@emisja.test', withAnswers: true });
  });

  it("answers null before submission and 404 outside the caller's scope, for another landing page and for unknown ids", async () => {
    const open = await sendKycAndGetLink(app, advisor, uniqueEmail('open'));
    expect((await saveDraft(app, open.secret, { firstName: 'Anna', identificationNo: '85031512344' })).statusCode).toBe(200);
    const response = await detail(advisor, open.id);
    expect(response.json()).toMatchObject({
      status: 'in-progress',
      answers: null,
      identityVerificationHistory: [],
      canDecideIdentityVerification: false,
    });

    expect((await detail(advisor2, open.id)).statusCode).toBe(404);
    expect((await detail(southCoordinator, open.id)).statusCode).toBe(404);
    expect((await detail(navyAdvisor, open.id, NAVY_HOST)).statusCode).toBe(404);
    expect((await detail(admin, randomUUID())).statusCode).toBe(404);
    expect((await detail(admin, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /api/advisor/kyc/investor-request/{id}/identity-verification', () => {
  it("lets a coordinator of the sender's network or an admin decide: status, history row, audit row; answers the detail", async () => {
    const { id } = await submittedRequest(advisor2);
    const decided = await decide(southCoordinator, id, { status: 'failed', note: '  Skan dowodu jest nieczytelny.  ' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ identityVerification: 'failed', canDecideIdentityVerification: true });
    const corrected = await decide(admin, id, { status: 'success', note: null });
    expect(corrected.statusCode).toBe(200);

    const history = await app.db
      .select()
      .from(kycIdentityVerifications)
      .where(eq(kycIdentityVerifications.kycRequestId, id))
      .orderBy(asc(kycIdentityVerifications.createdAt));
    expect(history.map((entry) => [entry.status, entry.provider, entry.note])).toEqual([
      ['in-progress', 'manual', null],
      ['failed', 'manual', 'Skan dowodu jest nieczytelny.'],
      ['success', 'manual', null],
    ]);
    const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    expect(row!.identityVerification).toBe('success');
    const audits = await auditRowsOf(app, 'kyc-identity-verification-decided', id);
    expect(audits.map((audit) => audit.after)).toEqual([{ identityVerification: 'success' }, { identityVerification: 'failed' }]);
  });

  it('refuses a plain advisor (403), a coordinator of another network (404), a request not submitted (409), failed without a note (400)', async () => {
    const { id } = await submittedRequest(advisor);
    const plain = await decide(advisor, id, { status: 'success' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().label).toBe('error.forbidden');
    expect((await decide(southCoordinator, id, { status: 'success' })).statusCode).toBe(404);
    const noNote = await decide(coordinator, id, { status: 'failed', note: ' ' }, 'pl');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().violations).toEqual([expect.objectContaining({ propertyPath: 'note' })]);

    const open = await sendKycAndGetLink(app, advisor, uniqueEmail('undecided'));
    const early = await decide(coordinator, open.id, { status: 'success' });
    expect(early.statusCode).toBe(409);
    expect(early.json().label).toBe('error.conflict');
    const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    expect(row!.identityVerification).toBe('in-progress');
  });
});

describe('POST /public-api/identity-verification/webhook with the manual provider', () => {
  it('does not exist', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/public-api/identity-verification/webhook',
      headers: { host: DEMO_HOST, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
