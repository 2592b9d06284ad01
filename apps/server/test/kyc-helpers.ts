import { Writable } from 'node:stream';
import { validKycPerson } from '@emisja/shared/testing/kyc-fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { buildApp, loggerOptions, type App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { adminConfigurations, auditLog, emailOutbox, kycRequests } from '../src/db/schema/index.ts';
import { hashSecret } from '../src/lib/secrets.ts';
import { bearer, RELAXED_LIMITS, secretOfLink, waitForEmail } from './auth-helpers.ts';
import { createTestDatabase, createTestEnv, DEMO_HOST, waitFor } from './helpers.ts';

// Helpers of the KYC module's tests (issue 12): an app with the suite's personal data key (the template's demo questionnaires
// were encrypted with it), optionally capturing every log line; the advisor's send and the public form's calls.

export const KYC_API = '/api/advisor/kyc/investor-request';
export const KYC_FORM_API = '/public-api/kyc/investor-request';
export const KYC_MESSAGE = 'Dzień dobry, proszę o wypełnienie ankiety KYC przed zapisem.';

export interface KycTestAppOptions {
  env?: Record<string, string>;
  /** Every log line of the app (level trace) is appended here. */
  logLines?: string[];
  /** A database the test opened itself (e.g. to dump PGlite's data directory): the caller closes the app, then it. */
  database?: Database;
}

/** The real app on a fresh database (or `database`), with the suite's PII key, closed after the test file. */
export async function buildKycTestApp(options: KycTestAppOptions = {}): Promise<App> {
  const database = options.database ?? (await createTestDatabase());
  const env = createTestEnv({ LOG_LEVEL: options.logLines ? 'trace' : 'silent', ...RELAXED_LIMITS, ...options.env });
  const logLines = options.logLines;
  const logger = logLines
    ? {
        ...(loggerOptions('trace') as object),
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString('utf8'));
            done();
          },
        }),
      }
    : undefined;
  const app = await buildApp({
    env,
    database,
    closeDatabase: options.database === undefined,
    runJobs: false,
    ...(logger ? { logger } : {}),
  });
  await app.ready();
  // A database the caller opened is closed by the caller, after the app.
  if (options.database === undefined) afterAll(() => app.close());
  return app;
}

export interface SendOptions {
  host?: string;
  idempotencyKey?: string;
  message?: string;
  language?: string;
}

export function sendKyc(app: App, accessToken: string, investorEmail: string, options: SendOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `${KYC_API}/send`,
    headers: {
      ...bearer(accessToken, options.host ?? DEMO_HOST),
      'accept-language': options.language ?? 'en',
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: { investorEmail, message: options.message ?? KYC_MESSAGE },
  });
}

/** The link secret of the newest KYC invitation e-mailed to `email`. */
export async function kycSecretOf(app: App, email: string): Promise<string> {
  const mail = await waitForEmail(app, email, 'kyc-invitation');
  return secretOfLink(mail.links[0]!);
}

/** Sends a request as `accessToken` and returns its id and link secret. */
export async function sendKycAndGetLink(app: App, accessToken: string, email: string, options: SendOptions = {}) {
  const response = await sendKyc(app, accessToken, email, options);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as string;
  const [row] = await app.db.select({ tokenHash: kycRequests.tokenHash }).from(kycRequests).where(eq(kycRequests.id, id));
  const mails = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'kyc-invitation')))
    .orderBy(desc(emailOutbox.createdAt));
  const secret = mails.map((mail) => secretOfLink(mail.links[0]!)).find((candidate) => hashSecret(candidate) === row?.tokenHash);
  if (!secret) throw new Error(`no invitation e-mail carries the link of request ${id}`);
  return { id, secret };
}

export function formRequest(
  app: App,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  options: { host?: string; payload?: unknown; language?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `${KYC_FORM_API}${path}`,
    headers: { host: options.host ?? DEMO_HOST, 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export const submitForm = (app: App, secret: string, body: unknown, options: { host?: string; language?: string } = {}) =>
  formRequest(app, 'PUT', `/${secret}/submit`, { ...options, payload: body });

export const saveDraft = (app: App, secret: string, body: unknown, options: { host?: string } = {}) =>
  formRequest(app, 'PUT', `/${secret}/draft`, { ...options, payload: body });

/** The newest audit rows of an action for one KYC request. */
export async function auditRowsOf(app: App, action: string, requestId: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, requestId)))
    .orderBy(desc(auditLog.createdAt));
}

/** The person fixture, fresh each call. */
export const person = () => validKycPerson();

/**
 * Gives the investor of `email` a submitted questionnaire (the person fixture), sent by the advisor of `accessToken` and
 * submitted through the public form: what a payment confirmation needs (product-decisions section 9). Returns the request.
 */
export async function submitKycOf(app: App, accessToken: string, email: string, options: SendOptions = {}) {
  const request = await sendKycAndGetLink(app, accessToken, email, options);
  const submitted = await submitForm(app, request.secret, person(), options.host ? { host: options.host } : {});
  expect(submitted.statusCode, submitted.body).toBe(200);
  return request;
}

/** Switches the landing page's admin flag `requireKycBeforePayment` (the admin configuration row), past the 5 s cache. */
export async function setRequireKycBeforePayment(app: App, host: string, isRequired: boolean): Promise<void> {
  const landing = await app.landingResolver.resolve(host);
  if (!landing) throw new Error(`No landing page for ${host}`);
  await app.db
    .insert(adminConfigurations)
    .values({ landingPageId: landing.id, requireKycBeforePayment: isRequired })
    .onConflictDoUpdate({ target: adminConfigurations.landingPageId, set: { requireKycBeforePayment: isRequired } });
  app.tenantConfiguration.invalidate(landing.id);
}

/** An investor-panel access token of `email` (e-mailed login link; waits for the new link, not an earlier one). */
export async function loginInvestor(app: App, email: string, host = DEMO_HOST): Promise<string> {
  const newestLinkMail = async () =>
    (
      await app.db
        .select({ id: emailOutbox.id, links: emailOutbox.links })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'investor-login-link')))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1)
    )[0];
  const before = await newestLinkMail();
  const sent = await app.inject({ method: 'POST', url: '/auth/investor/send-token', headers: { host }, payload: { email } });
  expect(sent.statusCode, sent.body).toBe(202);
  const mail = await waitFor(async () => {
    const newest = await newestLinkMail();
    return newest && newest.id !== before?.id ? newest : null;
  });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login-investor',
    headers: { host },
    payload: { token: secretOfLink(mail.links[0]!) },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().accessToken as string;
}
