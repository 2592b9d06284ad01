import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  bearer,
  createAdvisor,
  DEMO_PASSWORD,
  landingIdOf,
  loginAdvisor,
  postLogin,
  RELAXED_LIMITS,
  securityEventsOf,
  totpCode,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { adminConfigurations, auditLog, oneTimeTokens, users } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secrets.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
});

/** An advisor with TOTP enabled through the profile endpoints; returns the secret their authenticator app holds. */
async function advisorWithTotp() {
  const advisor = await createAdvisor(app);
  const { accessToken } = await loginAdvisor(app, advisor.email);
  const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(accessToken) });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  // The code of the previous step: later tests in the same 30 s window can still use the current one.
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/confirm',
    headers: bearer(accessToken),
    payload: { code: await totpCode(secret, -1) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { ...advisor, secret: secret as string, accessToken };
}

const loginWithTwoFactor = (payload: Record<string, unknown>, host = DEMO_HOST) =>
  app.inject({ method: 'POST', url: '/auth/login-with-two-factor', headers: { host, 'accept-language': 'en' }, payload });

describe('TOTP enrolment in the profile', () => {
  it('shows a QR code of an otpauth URL (issuer = site title, label = e-mail), enables 2FA with a code, and keeps the secret encrypted', async () => {
    const advisor = await createAdvisor(app);
    const { accessToken } = await loginAdvisor(app, advisor.email);
    const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(accessToken) });
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/Emisja%20Demo:${encodeURIComponent(advisor.email)}?secret=${body.secret}&issuer=Emisja%20Demo`,
    );
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const [pending] = await app.db.select().from(users).where(eq(users.id, advisor.userId));
    expect(pending!.totpPendingSecret).toMatch(/^v1\./);
    expect(pending!.totpPendingSecret).not.toContain(body.secret);
    expect(pending!.totpEnabledAt).toBeNull();

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: { ...bearer(accessToken), 'accept-language': 'en' },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      label: ERROR_LABELS.invalidTwoFactorCode,
      violations: [{ propertyPath: 'code', title: 'The authentication code is incorrect or has already been used' }],
    });

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: bearer(accessToken),
      payload: { code: await totpCode(body.secret) },
    });
    expect(confirm.json()).toEqual({ twoFactorEnabled: true });
    const [enabled] = await app.db.select().from(users).where(eq(users.id, advisor.userId));
    expect(enabled!.totpEnabledAt).not.toBeNull();
    expect(enabled!.totpSecret).toBe(pending!.totpPendingSecret);
    expect(enabled!.totpPendingSecret).toBeNull();

    const data = await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(accessToken) });
    expect(data.json().twoFactorEnabled).toBe(true);
    // Setting up again needs disabling first.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(accessToken) })).statusCode,
    ).toBe(409);

    const audit = await securityEventsOf(app, advisor.userId, 'two-factor-enabled');
    expect(audit).toHaveLength(1);
  });

  it('disables 2FA with the password and a current code only', async () => {
    const advisor = await advisorWithTotp();
    const disable = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: bearer(advisor.accessToken), payload });
    const wrongPassword = await disable({ password: 'Wrong123!', code: await totpCode(advisor.secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      label: ERROR_LABELS.incorrectPassword,
      violations: [{ propertyPath: 'password' }],
    });
    const wrongCode = await disable({ password: DEMO_PASSWORD, code: '123456' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().label).toBe(ERROR_LABELS.invalidTwoFactorCode);

    const ok = await disable({ password: DEMO_PASSWORD, code: await totpCode(advisor.secret) });
    expect(ok.json()).toEqual({ twoFactorEnabled: false });
    expect((await postLogin(app, { email: advisor.email })).json().type).toBe('auth-token');
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.actorUserId, advisor.userId))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['two-factor-disabled', 'two-factor-failed', 'password-check-failed']));
  });
});

describe('login with TOTP', () => {
  it('asks for the code, then logs in with the code computed from the secret', async () => {
    const advisor = await advisorWithTotp();
    const login = await postLogin(app, { email: advisor.email });
    expect(login.statusCode).toBe(200);
    const { type, twoFactorToken } = login.json();
    expect(type).toBe('two-factor-required');
    expect(login.json()).not.toHaveProperty('accessToken');

    const response = await loginWithTwoFactor({ twoFactorToken, code: await totpCode(advisor.secret) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });

    // The pending second factor is single use.
    const again = await loginWithTwoFactor({ twoFactorToken, code: await totpCode(advisor.secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json().label).toBe(ERROR_LABELS.sessionExpired);
  });

  it('refuses a wrong code with a clear label, survives a few wrong codes, then revokes the token after 5', async () => {
    const advisor = await advisorWithTotp();
    const { twoFactorToken } = (await postLogin(app, { email: advisor.email })).json();
    const wrong = await loginWithTwoFactor({ twoFactorToken, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      label: ERROR_LABELS.invalidTwoFactorCode,
      message: 'The authentication code is incorrect or has already been used',
      violations: [],
    });
    // A code two steps away is outside the ±1 step of drift.
    expect((await loginWithTwoFactor({ twoFactorToken, code: await totpCode(advisor.secret, -2) })).statusCode).toBe(401);
    const ok = await loginWithTwoFactor({ twoFactorToken, code: await totpCode(advisor.secret, 1) });
    expect(ok.statusCode).toBe(200);

    const second = (await postLogin(app, { email: advisor.email })).json();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginWithTwoFactor({ twoFactorToken: second.twoFactorToken, code: '111111' })).statusCode).toBe(401);
    }
    const [row] = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(second.twoFactorToken)));
    expect(row).toMatchObject({ attempts: 5, usedAt: null });
    expect(row!.revokedAt).not.toBeNull();
    const afterRevoke = await loginWithTwoFactor({ twoFactorToken: second.twoFactorToken, code: await totpCode(advisor.secret) });
    expect(afterRevoke.json().label).toBe(ERROR_LABELS.sessionExpired);
    const failures = await securityEventsOf(app, advisor.userId, 'two-factor-failed');
    expect(failures.length).toBe(7);
  });

  it('refuses the same code twice (replay), also on a new login', async () => {
    const advisor = await advisorWithTotp();
    const code = await totpCode(advisor.secret);
    const first = (await postLogin(app, { email: advisor.email })).json();
    expect((await loginWithTwoFactor({ twoFactorToken: first.twoFactorToken, code })).statusCode).toBe(200);
    const second = (await postLogin(app, { email: advisor.email })).json();
    const replay = await loginWithTwoFactor({ twoFactorToken: second.twoFactorToken, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().label).toBe(ERROR_LABELS.invalidTwoFactorCode);
  });

  it('remembers the device: the remember token skips the code next time, another user cannot use it', async () => {
    const advisor = await advisorWithTotp();
    const other = await advisorWithTotp();
    const { twoFactorToken } = (await postLogin(app, { email: advisor.email })).json();
    const remembered = await loginWithTwoFactor({
      twoFactorToken,
      code: await totpCode(advisor.secret),
      rememberDevice: true,
    });
    const { remember2faToken } = remembered.json();
    expect(remember2faToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const next = await postLogin(app, { email: advisor.email, remember2faToken });
    expect(next.json()).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    // Bound to the user: ignored for another account, which still needs its code.
    expect((await postLogin(app, { email: other.email, remember2faToken })).json().type).toBe('two-factor-required');
    // The password is still required.
    expect((await postLogin(app, { email: advisor.email, password: 'Wrong123!', remember2faToken })).statusCode).toBe(401);
    expect((await postLogin(app, { email: advisor.email, remember2faToken: 'forged' })).json().type).toBe('two-factor-required');
  });

  it('answers malformed codes with 400 violations', async () => {
    for (const code of ['12345', 'abcdef', '', 123456]) {
      const response = await loginWithTwoFactor({ twoFactorToken: 'x', code });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations[0].propertyPath).toBe('code');
    }
  });
});

describe('2FA required by the landing page admin', () => {
  it('makes an advisor without TOTP enrol during login: secret, QR code, first code logs in and enables 2FA', async () => {
    const navyLandingId = await landingIdOf(app, NAVY_HOST);
    await app.db
      .update(adminConfigurations)
      .set({ requireTwoFactorForAdvisors: true })
      .where(eq(adminConfigurations.landingPageId, navyLandingId));
    app.tenantConfiguration.invalidate(navyLandingId);
    const advisor = await createAdvisor(app, { host: NAVY_HOST });

    const login = await postLogin(app, { email: advisor.email }, NAVY_HOST);
    expect(login.json().type).toBe('two-factor-enrolment-required');
    const { twoFactorToken } = login.json();

    // Without the enrolment, no code can be right.
    expect((await loginWithTwoFactor({ twoFactorToken, code: '000000' }, NAVY_HOST)).statusCode).toBe(401);

    const enrolment = await app.inject({
      method: 'POST',
      url: '/auth/two-factor/enrolment',
      headers: { host: NAVY_HOST },
      payload: { twoFactorToken },
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = enrolment.json();
    expect(otpauthUrl).toContain('issuer=Navy%20Capital');
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const done = await loginWithTwoFactor({ twoFactorToken, code: await totpCode(secret) }, NAVY_HOST);
    expect(done.statusCode).toBe(200);
    expect(done.json().type).toBe('auth-token');
    const data = await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(done.json().accessToken, NAVY_HOST) });
    expect(data.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: true });

    // From now on the login asks for the code; the enrolment endpoint does not take a normal second-factor token.
    const next = (await postLogin(app, { email: advisor.email }, NAVY_HOST)).json();
    expect(next.type).toBe('two-factor-required');
    const reEnrol = await app.inject({
      method: 'POST',
      url: '/auth/two-factor/enrolment',
      headers: { host: NAVY_HOST },
      payload: { twoFactorToken: next.twoFactorToken },
    });
    expect(reEnrol.statusCode).toBe(401);

    // A second-factor token of one landing page does not work on another.
    expect((await loginWithTwoFactor({ twoFactorToken: next.twoFactorToken, code: await totpCode(secret, 1) })).statusCode).toBe(
      401,
    );
  });
});
