import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  bearer,
  claimsOf,
  createAdvisor,
  DEMO_PASSWORD,
  landingIdOf,
  postLogin,
  RELAXED_LIMITS,
  secretOfLink,
  securityEventsOf,
  userIdOf,
  waitForEmail,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, createTestDatabase, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { buildApp, loggerOptions, type App } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { auditLog, users } from '../../db/schema/index.ts';

// The argon2 library as it is, with its `verify` counted: the timing test below counts verifications instead of timing
// requests, so a busy machine cannot make it fail or pass.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

let app: App;
let demoLandingId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
});

async function auditActions(userIdOrLabel: { userId?: string; label?: string }) {
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(userIdOrLabel.userId ? eq(auditLog.actorUserId, userIdOrLabel.userId) : eq(auditLog.actorLabel, userIdOrLabel.label!))
    .orderBy(desc(auditLog.id));
  return rows;
}

describe('advisor login with a password', () => {
  it('returns an access token with the token data of spec section 3 and a refresh token', async () => {
    const response = await postLogin(app, { email: '  Doradca@Emisja.TEST ' }, DEMO_HOST, {
      'context-type': 'advisor-panel',
      'context-id': demoLandingId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({
      sub: await userIdOf(app, 'doradca@emisja.test'),
      context_type: 'advisor-panel',
      context_id: demoLandingId,
      username: 'doradca@emisja.test',
    });
    expect(claims.exp - claims.iat).toBe(900);

    const data = await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(body.accessToken) });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ email: 'doradca@emisja.test', contextType: 'advisor-panel', landingId: demoLandingId });

    const [audit] = await auditActions({ userId: claims.sub });
    expect(audit).toMatchObject({ action: 'login-succeeded', landingPageId: demoLandingId, ip: '127.0.0.1' });
  });

  it('answers an unknown e-mail and a wrong password with the same status and body, and logs both without the password', async () => {
    const unknown = await postLogin(app, { email: 'nobody@example.com', password: 'Wrong123!' });
    const wrong = await postLogin(app, { email: 'doradca2@emisja.test', password: 'Wrong123!' });
    const noPassword = await postLogin(app, { email: 'inwestor@emisja.test', password: 'Wrong123!' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(noPassword.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(noPassword.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      label: ERROR_LABELS.incorrectLogin,
      message: 'Incorrect login and/or password',
      violations: [],
    });

    const [unknownAudit] = await auditActions({ label: 'nobody@example.com' });
    expect(unknownAudit).toMatchObject({ action: 'login-failed', actorUserId: null });
    const [wrongAudit] = await auditActions({ userId: await userIdOf(app, 'doradca2@emisja.test') });
    expect(wrongAudit).toMatchObject({ action: 'login-failed', actorLabel: 'doradca2@emisja.test' });
    expect(JSON.stringify([unknownAudit, wrongAudit])).not.toContain('Wrong123!');
  });

  describe('the same work for every failure (timing does not reveal accounts)', () => {
    beforeEach(() => {
      vi.mocked(verify).mockClear();
    });

    it('spends exactly one argon2 verification on an unknown e-mail, as on a wrong password of a known one', async () => {
      const unknown = await postLogin(app, { email: 'nobody@example.com', password: 'Wrong123!' });
      expect(unknown.statusCode).toBe(401);
      expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);

      vi.mocked(verify).mockClear();
      const known = await postLogin(app, { email: 'marek.zielinski@emisja.test', password: 'Wrong123!' });
      expect(known.statusCode).toBe(401);
      expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
      // The same answer too: the label does not tell an unknown e-mail from a wrong password.
      expect(unknown.json().label).toBe(known.json().label);
    });

    it('spends one verification on an account without a password (awaiting activation)', async () => {
      const initial = await postLogin(app, { email: 'pawel.dabrowski@emisja.test', password: 'Wrong123!' });
      expect(initial.statusCode).toBe(401);
      expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
    });
  });

  it('refuses an archived advisor with errorAccountInactive and one not yet activated like a wrong password', async () => {
    const archived = await postLogin(app, { email: 'grzegorz.wozniak@emisja.test' });
    expect(archived.statusCode).toBe(403);
    expect(archived.json().label).toBe(ERROR_LABELS.accountInactive);

    // Awaiting activation: no password yet, so no password can be right.
    const initial = await postLogin(app, { email: 'pawel.dabrowski@emisja.test' });
    expect(initial.statusCode).toBe(401);
    expect(initial.json().label).toBe(ERROR_LABELS.incorrectLogin);
  });

  it("refuses 'Access denied' without an advisor-panel context on this landing page, or for another landing's Context-Id", async () => {
    const navyAdvisorOnDemo = await postLogin(app, { email: 'advisor@navy.test' }, DEMO_HOST);
    expect(navyAdvisorOnDemo.statusCode).toBe(403);
    expect(navyAdvisorOnDemo.json().label).toBe(ERROR_LABELS.accessDenied);

    const navyLandingId = await landingIdOf(app, NAVY_HOST);
    const foreignHeader = await postLogin(app, { email: 'doradca@emisja.test' }, DEMO_HOST, { 'context-id': navyLandingId });
    expect(foreignHeader.statusCode).toBe(403);
    const investorPanel = await postLogin(app, { email: 'doradca@emisja.test' }, DEMO_HOST, {
      'context-type': 'investor-panel',
    });
    expect(investorPanel.statusCode).toBe(403);

    const unknownHost = await postLogin(app, { email: 'doradca@emisja.test' }, 'evil.example.com');
    expect(unknownHost.statusCode).toBe(404);
  });

  it('locks an account for 15 minutes after 10 failed logins, with the body of a wrong password, and audits the lockout', async () => {
    const { email, userId } = await createAdvisor(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await postLogin(app, { email, password: `Wrong${attempt}!a` });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await postLogin(app, { email });
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({
      label: ERROR_LABELS.incorrectLogin,
      message: 'Incorrect login and/or password',
      violations: [],
    });
    const actions = (await auditActions({ userId })).map((row) => row.action);
    expect(actions.filter((action) => action === 'lockout')).toHaveLength(1);
    expect(actions.filter((action) => action === 'login-failed')).toHaveLength(11);

    // Once the lock is over the right password works again.
    await app.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId));
    expect((await postLogin(app, { email })).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('counts failures within a 15-minute window only', async () => {
    const { email, userId } = await createAdvisor(app);
    for (let attempt = 0; attempt < 9; attempt++) await postLogin(app, { email, password: 'Wrong123!' });
    // The window started long ago: the next failure starts a new one instead of locking.
    await app.db
      .update(users)
      .set({ failedLoginWindowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(users.id, userId));
    await postLogin(app, { email, password: 'Wrong123!' });
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ failedLoginCount: 1, lockedUntil: null });
    const lockouts = await securityEventsOf(app, userId, 'lockout');
    expect(lockouts).toHaveLength(0);
  });

  it('answers malformed bodies with 400 and violations, never 500', async () => {
    const cases: Array<{ payload: string | object; path?: string }> = [
      { payload: '{"email": ', path: undefined },
      { payload: {}, path: 'email' },
      { payload: { email: 'not-an-email', password: 'x' }, path: 'email' },
      { payload: { email: 'a@example.com', password: 12 }, path: 'password' },
      { payload: { email: 'a@example.com', password: 'x'.repeat(5000) }, path: 'password' },
      { payload: { email: ['a@example.com'], password: 'x' }, path: 'email' },
    ];
    for (const { payload, path } of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { host: DEMO_HOST, 'content-type': 'application/json', 'accept-language': 'en' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().label).toBe(ERROR_LABELS.validation);
      if (path) expect(response.json().violations[0].propertyPath).toBe(path);
    }
    for (const url of [
      '/auth/login-with-two-factor',
      '/auth/investor/send-token',
      '/auth/login-investor',
      '/auth/activate/send-token',
      '/auth/activate',
      '/auth/activate-from-email',
      '/auth/password/send-remind-request',
      '/auth/password/set',
      '/auth/refresh-token',
      '/auth/refresh-investor-token',
      '/auth/two-factor/enrolment',
    ]) {
      const response = await app.inject({ method: 'POST', url, headers: { host: DEMO_HOST }, payload: { token: 42 } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().violations.length, url).toBeGreaterThan(0);
    }
    const changeContext = await app.inject({
      method: 'PATCH',
      url: '/auth/change-context',
      headers: { host: DEMO_HOST },
      payload: { token: 'x', contextId: 'not-a-uuid', contextType: 'root-panel' },
    });
    expect(changeContext.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('never contain passwords, codes or tokens of the auth endpoints', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const database = await createTestDatabase();
    const logged = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'debug' }),
      database,
      runJobs: false,
      logger: { ...(loggerOptions('debug') as object), stream },
    });
    const login = await postLogin(logged, { email: 'doradca@emisja.test' });
    const { accessToken, refreshToken } = login.json();
    await postLogin(logged, { email: 'doradca@emisja.test', password: 'Secret-Wrong-1!' });
    await logged.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(accessToken) });
    const refreshed = await logged.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { host: DEMO_HOST },
      payload: { refreshToken },
    });
    await logged.inject({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: { host: DEMO_HOST },
      payload: { email: 'inwestor@emisja.test' },
    });
    const mail = await waitForEmail(logged, 'inwestor@emisja.test', 'investor-login-link');
    await logged.inject({
      method: 'POST',
      url: '/auth/login-investor',
      headers: { host: DEMO_HOST },
      payload: { token: secretOfLink(mail.links[0]!) },
    });
    await logged.close();
    const output = lines.join('');
    expect(output).toContain('/auth/login');
    for (const secret of [
      DEMO_PASSWORD,
      'Secret-Wrong-1!',
      accessToken,
      refreshToken,
      refreshed.json().refreshToken,
      secretOfLink(mail.links[0]!),
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
