import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  bearer,
  claimsOf,
  countEmails,
  createAdvisor,
  DEMO_PASSWORD,
  landingIdOf,
  loginAdvisor,
  postLogin,
  RELAXED_LIMITS,
  secretOfLink,
  securityEventsOf,
  waitForEmail,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST, requestContextOf, waitFor } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { advisors, auditLog, emailOutbox, oneTimeTokens, users, whiteLabelConfigurations } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { sendActivationEmail } from './account.service.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
});

const post = (url: string, payload: object, host = DEMO_HOST) =>
  app.inject({ method: 'POST', url, headers: { host: `${host}:3000`, 'accept-language': 'en' }, payload });

describe('investor login by e-mail link', () => {
  it('answers 202 whether or not the e-mail is an investor, and e-mails the link only to the investor', async () => {
    const known = await post('/auth/investor/send-token', { email: 'Inwestor@Emisja.test' });
    const unknown = await post('/auth/investor/send-token', { email: 'nobody@example.com' });
    const advisor = await post('/auth/investor/send-token', { email: 'doradca@emisja.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(advisor.body).toBe(known.body);

    const mail = await waitForEmail(app, 'inwestor@emisja.test', 'investor-login-link');
    expect(mail.subject).toBe('Your login link: Emisja Demo');
    const link = mail.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm-login\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('10 minutes');

    // Give the background work of the other two requests time to finish: no mail for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countEmails(app, 'nobody@example.com')).toBe(0);
    expect(await countEmails(app, 'doradca@emisja.test')).toBe(0);

    // Only the hash is stored, for 10 minutes.
    const [token] = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(secretOfLink(link))));
    expect(token!.purpose).toBe('investor-login');
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const login = await post('/auth/login-investor', { token: secretOfLink(link) });
    expect(login.statusCode).toBe(200);
    const tokens = login.json();
    expect(tokens.type).toBe('auth-token');
    expect(claimsOf(tokens.accessToken)).toMatchObject({ context_type: 'investor-panel', username: 'inwestor@emisja.test' });
    const data = await app.inject({ method: 'GET', url: '/investor-api/auth/data', headers: bearer(tokens.accessToken) });
    expect(data.json()).toMatchObject({ email: 'inwestor@emisja.test', contextType: 'investor-panel', advisor: null });

    const investorRefresh = await post('/auth/refresh-investor-token', { refreshToken: tokens.refreshToken });
    expect(investorRefresh.statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/investor-api/auth/logout', headers: bearer(tokens.accessToken) });
    expect(logout.statusCode).toBe(204);
  });

  it('gives exactly one success for 10 concurrent redemptions of one link', async () => {
    await post('/auth/investor/send-token', { email: 'jan.nowak@example.com' });
    const mail = await waitForEmail(app, 'jan.nowak@example.com', 'investor-login-link');
    const token = secretOfLink(mail.links[0]!);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('/auth/login-investor', { token })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 404);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json()).toEqual({
      label: ERROR_LABELS.tokenInactive,
      message: 'The token is no longer active',
      violations: [],
    });
  });

  it('kills the old link when a new one is sent, and refuses expired links and links of another landing page', async () => {
    await post('/auth/investor/send-token', { email: 'anna.kowalczyk@example.com' });
    const first = await waitForEmail(app, 'anna.kowalczyk@example.com', 'investor-login-link');
    await post('/auth/investor/send-token', { email: 'anna.kowalczyk@example.com' });
    const second = await waitFor(async () => {
      const mail = await waitForEmail(app, 'anna.kowalczyk@example.com', 'investor-login-link');
      return mail.id !== first.id ? mail : null;
    });
    expect((await post('/auth/login-investor', { token: secretOfLink(first.links[0]!) })).statusCode).toBe(404);
    // Not on another landing page either.
    expect((await post('/auth/login-investor', { token: secretOfLink(second.links[0]!) }, NAVY_HOST)).statusCode).toBe(404);

    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(secretOfLink(second.links[0]!))));
    const expired = await post('/auth/login-investor', { token: secretOfLink(second.links[0]!) });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().label).toBe(ERROR_LABELS.tokenInactive);
  });

  it('sends nothing when the landing page blocks the investor panel, and gives its investors no session', async () => {
    const navyLandingId = await landingIdOf(app, NAVY_HOST);
    const requestLink = async () => {
      await post('/auth/investor/send-token', { email: 'investor@navy.test' }, NAVY_HOST);
      return waitFor(async () => {
        const mail = await waitForEmail(app, 'investor@navy.test', 'investor-login-link');
        return (await countEmails(app, 'investor@navy.test')) > sent ? mail : null;
      });
    };
    let sent = 0;
    const first = await requestLink();
    sent = 1;
    expect(first.subject).toBe('Your login link: Navy Capital');
    const tokens = (await post('/auth/login-investor', { token: secretOfLink(first.links[0]!) }, NAVY_HOST)).json();
    const unused = await requestLink();
    sent = 2;

    const setBlocked = async (blockInvestorPanel: boolean) => {
      await app.db
        .update(whiteLabelConfigurations)
        .set({ blockInvestorPanel })
        .where(eq(whiteLabelConfigurations.landingPageId, navyLandingId));
      app.tenantConfiguration.invalidate(navyLandingId);
    };
    await setBlocked(true);
    try {
      const response = await post('/auth/investor/send-token', { email: 'investor@navy.test' }, NAVY_HOST);
      expect(response.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await countEmails(app, 'investor@navy.test')).toBe(2);
      const data = await app.inject({
        method: 'GET',
        url: '/investor-api/auth/data',
        headers: bearer(tokens.accessToken, NAVY_HOST),
      });
      expect(data.statusCode).toBe(403);
      expect((await post('/auth/refresh-investor-token', { refreshToken: tokens.refreshToken }, NAVY_HOST)).statusCode).toBe(403);
      const login = await post('/auth/login-investor', { token: secretOfLink(unused.links[0]!) }, NAVY_HOST);
      expect(login.statusCode).toBe(403);
      expect(login.json().label).toBe(ERROR_LABELS.accessDenied);
    } finally {
      await setBlocked(false);
    }
    // The refused attempt did not use the link up.
    expect((await post('/auth/login-investor', { token: secretOfLink(unused.links[0]!) }, NAVY_HOST)).statusCode).toBe(200);
  });
});

describe('account activation', () => {
  it('e-mails an activation link to an advisor awaiting activation; the link shows the account, sets the password, activates and logs in', async () => {
    const unknown = await post('/auth/activate/send-token', { email: 'nobody@example.com' });
    const active = await post('/auth/activate/send-token', { email: 'doradca@emisja.test' });
    const response = await post('/auth/activate/send-token', { email: 'pawel.dabrowski@emisja.test' });
    expect(response.statusCode).toBe(202);
    expect(unknown.body).toBe(response.body);
    expect(active.body).toBe(response.body);
    const mail = await waitForEmail(app, 'pawel.dabrowski@emisja.test', 'advisor-activation');
    expect(mail.text).toContain('Hello Paweł,');
    expect(mail.text).toContain('72 hours');
    const link = mail.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/activate-from-email\/[A-Za-z0-9_-]{43}$/);
    const token = secretOfLink(link);

    // Showing whose account it is does not use the link up.
    for (let view = 0; view < 2; view++) {
      const info = await post('/auth/activate', { token });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ email: 'pawel.dabrowski@emisja.test' });
    }

    // A weak password or a mismatch is a 400 with violations and leaves the link usable.
    const weak = await post('/auth/activate-from-email', { token, password: 'short', passwordConfirmation: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'password', code: 'validation.passwordTooWeak' }),
    ]);
    const mismatch = await post('/auth/activate-from-email', {
      token,
      password: 'Nowe-Haslo-1',
      passwordConfirmation: 'Nowe-Haslo-2',
    });
    expect(mismatch.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'passwordConfirmation', code: 'validation.passwordsNotIdentical' }),
    ]);
    expect((await post('/auth/activate', { token })).statusCode).toBe(200);

    const activated = await post('/auth/activate-from-email', {
      token,
      password: 'Nowe-Haslo-1',
      passwordConfirmation: 'Nowe-Haslo-1',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().type).toBe('auth-token');
    const [advisor] = await app.db.select().from(advisors).where(eq(advisors.email, 'pawel.dabrowski@emisja.test'));
    expect(advisor!.status).toBe('active');
    const [user] = await app.db.select().from(users).where(eq(users.id, advisor!.userId));
    expect(user!.isActive).toBe(true);

    expect((await postLogin(app, { email: 'pawel.dabrowski@emisja.test', password: 'Nowe-Haslo-1' })).statusCode).toBe(200);
    // Used up: neither shown nor usable again.
    expect((await post('/auth/activate', { token })).statusCode).toBe(404);
    const reuse = await post('/auth/activate-from-email', {
      token,
      password: 'Inne-Haslo-1',
      passwordConfirmation: 'Inne-Haslo-1',
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().label).toBe(ERROR_LABELS.tokenInactive);
    const audit = await securityEventsOf(app, advisor!.userId, 'account-activated');
    expect(audit).toHaveLength(1);
  });

  it('lets the advisors module write the activation mail in its transaction (sendActivationEmail)', async () => {
    const advisor = await createAdvisor(app, { status: 'initial' });
    const context = await requestContextOf(app, DEMO_HOST, { baseUrl: 'https://demo.example.com' });
    const outboxId = await app.db.transaction((tx) => sendActivationEmail(tx, context, advisor.advisorId));
    expect(outboxId).toEqual(expect.any(String));
    const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId!));
    expect(mail).toMatchObject({ toAddress: advisor.email, template: 'advisor-activation', language: 'pl' });
    expect(mail!.subject).toBe('Aktywuj swoje konto: Emisja Demo');
    expect(mail!.links[0]).toMatch(/^https:\/\/demo\.example\.com\/auth\/activate-from-email\//);

    const active = await createAdvisor(app);
    expect(await sendActivationEmail(app.db, context, active.advisorId)).toBeNull();
    // An expired activation link is refused.
    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(secretOfLink(mail!.links[0]!))));
    expect((await post('/auth/activate', { token: secretOfLink(mail!.links[0]!) })).statusCode).toBe(404);
  });
});

describe('password reset and change', () => {
  it('e-mails a reset link; the new password ends every session and the old password is refused', async () => {
    const { email } = await createAdvisor(app);
    const sessionA = await loginAdvisor(app, email);
    const sessionB = await loginAdvisor(app, email);

    const unknown = await post('/auth/password/send-remind-request', { email: 'nobody@example.com' });
    const investor = await post('/auth/password/send-remind-request', { email: 'inwestor@emisja.test' });
    const response = await post('/auth/password/send-remind-request', { email });
    expect(response.statusCode).toBe(202);
    expect(unknown.body).toBe(response.body);
    expect(investor.body).toBe(response.body);
    const mail = await waitForEmail(app, email, 'password-reset');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const token = secretOfLink(mail.links[0]!);
    const minutes =
      ((
        await app.db
          .select()
          .from(oneTimeTokens)
          .where(eq(oneTimeTokens.tokenHash, hashSecret(token)))
      )[0]!.expiresAt.getTime() -
        Date.now()) /
      60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const weak = await post('/auth/password/set', { token, password: 'weakpass', passwordConfirmation: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    const set = await post('/auth/password/set', { token, password: 'Zmienione-1', passwordConfirmation: 'Zmienione-1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email });

    for (const session of [sessionA, sessionB]) {
      expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(session.accessToken) })).statusCode).toBe(
        401,
      );
      expect((await post('/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    }
    const old = await postLogin(app, { email, password: DEMO_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(old.json().label).toBe(ERROR_LABELS.incorrectLogin);
    expect((await postLogin(app, { email, password: 'Zmienione-1' })).statusCode).toBe(200);
    expect(
      (await post('/auth/password/set', { token, password: 'Zmienione-2', passwordConfirmation: 'Zmienione-2' })).statusCode,
    ).toBe(404);
  });

  it('changes the password of the logged-in user: the other sessions end, this one continues with new tokens', async () => {
    const { email, userId } = await createAdvisor(app);
    const other = await loginAdvisor(app, email);
    const current = await loginAdvisor(app, email);
    const change = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: '/api/auth/password',
        headers: { ...bearer(current.accessToken), 'accept-language': 'en' },
        payload,
      });

    const wrong = await change({ currentPassword: 'Wrong123!', password: 'Zmienione-1', passwordConfirmation: 'Zmienione-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      label: ERROR_LABELS.incorrectPassword,
      violations: [{ propertyPath: 'currentPassword', title: 'The password is incorrect' }],
    });
    const weak = await change({ currentPassword: DEMO_PASSWORD, password: 'abc', passwordConfirmation: 'abc' });
    expect(weak.statusCode).toBe(400);

    const ok = await change({ currentPassword: DEMO_PASSWORD, password: 'Zmienione-1', passwordConfirmation: 'Zmienione-1' });
    expect(ok.statusCode).toBe(200);
    const tokens = ok.json();
    expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(tokens.accessToken) })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    for (const session of [other, current]) {
      expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(session.accessToken) })).statusCode).toBe(
        401,
      );
    }
    expect((await postLogin(app, { email, password: 'Zmienione-1' })).statusCode).toBe(200);
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['password-changed', 'password-check-failed']));
  });
});
