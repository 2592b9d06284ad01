import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { kycIdentityVerifications, kycRequests } from '../../db/schema/index.ts';
import { signWebhookPayload } from '../../lib/identity-verification/index.ts';
import { bearer, loginAdvisor } from '../../../test/auth-helpers.ts';
import { DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { auditRowsOf, buildKycTestApp, KYC_API, person, sendKycAndGetLink, submitForm } from '../../../test/kyc-helpers.ts';

// The `webhook` identity verification provider (product-decisions section 9, docs/decisions/031 and 032): signed results over
// the raw body, stale and replayed deliveries refused, results recorded without overriding a person's decision.

const SECRET = 'webhook-secret-of-the-identity-provider-0123456789';
const WEBHOOK = '/public-api/identity-verification/webhook';
let app: App;
let advisor: string;
let coordinator: string;
let navyAdvisor: string;

function deliver(rawBody: string, options: { headers?: Record<string, string>; signedAt?: Date; host?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      host: options.host ?? DEMO_HOST,
      'content-type': 'application/json',
      ...signWebhookPayload(rawBody, SECRET, options.signedAt ?? new Date()),
      ...options.headers,
    },
    payload: rawBody,
  });
}

const result = (requestId: string, status: 'success' | 'failed', extra: object = {}) =>
  JSON.stringify({ requestId, status, providerReference: `check-${randomUUID().slice(0, 8)}`, ...extra });

async function submitted(sender = advisor) {
  const { id, secret } = await sendKycAndGetLink(app, sender, `webhook-${randomUUID().slice(0, 8)}@example.com`);
  expect((await submitForm(app, secret, person())).statusCode).toBe(200);
  return { id, secret };
}

async function stateOf(id: string) {
  const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, id));
  const history = await app.db
    .select()
    .from(kycIdentityVerifications)
    .where(eq(kycIdentityVerifications.kycRequestId, id))
    .orderBy(asc(kycIdentityVerifications.createdAt));
  return { status: row!.identityVerification, history };
}

beforeAll(async () => {
  app = await buildKycTestApp({ env: { IDENTITY_VERIFICATION_PROVIDER: 'webhook', IDENTITY_WEBHOOK_SECRET: SECRET } });
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
  navyAdvisor = (await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST)).accessToken;
});

describe('POST /public-api/identity-verification/webhook', () => {
  it('records a correctly signed result: status, history row with the provider reference, audit row', async () => {
    const { id } = await submitted();
    const body = JSON.stringify({
      requestId: id,
      status: 'success',
      note: 'Document and selfie match.',
      providerReference: 'check-1',
    });
    const response = await deliver(body);
    expect(response.statusCode, response.body).toBe(204);
    const { status, history } = await stateOf(id);
    expect(status).toBe('success');
    expect(history.map((entry) => [entry.status, entry.provider, entry.providerReference, entry.decidedByLabel])).toEqual([
      ['in-progress', 'webhook', null, 'System'],
      ['success', 'webhook', 'check-1', 'webhook'],
    ]);
    expect(history[1]!.note).toBe('Document and selfie match.');
    const [audit] = await auditRowsOf(app, 'kyc-identity-verification-reported', id);
    expect(audit).toMatchObject({ actorUserId: null, after: { identityVerification: 'success' } });
    expect(audit!.metadata).toMatchObject({ providerReference: 'check-1', isApplied: true });

    const detail = await app.inject({ method: 'GET', url: `${KYC_API}/${id}`, headers: bearer(advisor) });
    expect(detail.json().identityVerificationHistory.at(-1)).toMatchObject({ status: 'success', decidedBy: 'webhook' });
  });

  it('refuses a wrong, missing, stale or replayed signature with 401 and records nothing', async () => {
    const { id } = await submitted();
    const body = result(id, 'success');
    const wrong = await deliver(body, { headers: { 'x-signature': `sha256=${'0'.repeat(64)}` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().label).toBe('error.unauthorized');
    // A changed body under a valid signature of another body.
    const signed = signWebhookPayload(body, SECRET);
    const tampered = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { host: DEMO_HOST, 'content-type': 'application/json', ...signed },
      payload: body.replace('success', 'failed'),
    });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { host: DEMO_HOST, 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const stale = await deliver(body, { signedAt: new Date(Date.now() - 10 * 60_000) });
    expect(stale.statusCode).toBe(401);
    expect((await stateOf(id)).status).toBe('in-progress');

    const first = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { host: DEMO_HOST, 'content-type': 'application/json', ...signed },
      payload: body,
    });
    expect(first.statusCode).toBe(204);
    const replayed = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { host: DEMO_HOST, 'content-type': 'application/json', ...signed },
      payload: body,
    });
    expect(replayed.statusCode).toBe(401);
    expect((await stateOf(id)).history).toHaveLength(2);
  });

  it("never overrides a person's decision: the result is kept in the history, the status stays", async () => {
    const { id } = await submitted();
    const decided = await app.inject({
      method: 'PATCH',
      url: `${KYC_API}/${id}/identity-verification`,
      headers: bearer(coordinator),
      payload: { status: 'failed', note: 'The document photo belongs to someone else.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await deliver(result(id, 'success'))).statusCode).toBe(204);
    const { status, history } = await stateOf(id);
    expect(status).toBe('failed');
    expect(history.map((entry) => [entry.status, entry.provider])).toEqual([
      ['in-progress', 'webhook'],
      ['failed', 'manual'],
      ['success', 'webhook'],
    ]);
    const [audit] = await auditRowsOf(app, 'kyc-identity-verification-reported', id);
    expect(audit!.metadata).toMatchObject({ isApplied: false });
  });

  it('changes nothing for a repeated delivery of a recorded result, even freshly signed', async () => {
    const { id } = await submitted();
    const body = JSON.stringify({ requestId: id, status: 'failed', note: 'Expired document.', providerReference: 'check-77' });
    expect((await deliver(body)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new timestamp, so a new signature
    expect((await deliver(body)).statusCode).toBe(204);
    const { status, history } = await stateOf(id);
    expect(status).toBe('failed');
    expect(history).toHaveLength(2);
  });

  it('keeps a result that came before the submission', async () => {
    const { id, secret } = await sendKycAndGetLink(app, advisor, `early-${randomUUID().slice(0, 8)}@example.com`);
    expect((await deliver(result(id, 'success'))).statusCode).toBe(204);
    expect((await stateOf(id)).status).toBe('success');
    const submittedAnswer = await submitForm(app, secret, person());
    expect(submittedAnswer.json().identityVerification).toBe('success');
    expect((await stateOf(id)).history.map((entry) => entry.status)).toEqual(['success']);
  });

  it('answers 404 for an unknown request or one of another landing page, 400 for a signed body that is not a result', async () => {
    expect((await deliver(result(randomUUID(), 'success'))).statusCode).toBe(404);
    const navy = await sendKycAndGetLink(app, navyAdvisor, `navy-${randomUUID().slice(0, 8)}@example.com`, { host: NAVY_HOST });
    expect((await deliver(result(navy.id, 'success'))).statusCode).toBe(404);
    expect((await deliver(result(navy.id, 'success'), { host: NAVY_HOST })).statusCode).toBe(204);

    const notJson = await deliver('{"requestId":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().label).toBe('error.validation');
    const wrongShape = await deliver(JSON.stringify({ requestId: 'x', status: 'maybe' }));
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
      'requestId',
      'status',
      'providerReference',
    ]);
  });
});
