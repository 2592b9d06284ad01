import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { DEMO_HOST, NAVY_HOST, waitFor } from './helpers.ts';
import type { App } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import {
  advisors,
  auditLog,
  emailOutbox,
  investors,
  landingHosts,
  refreshTokens,
  userContexts,
  users,
} from '../src/db/schema/index.ts';
import { intervalOfSeconds } from '../src/db/sql-helpers.ts';
import { hashSecret } from '../src/lib/secrets.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/auth/session.service.ts';

// Login-aware helpers for server tests (fastify/demo habit). Accounts come from the demo data (password Demo1234!) or are
// created here with the demo password's hash, so no test pays for more argon2 hashes than it needs.

export { DEMO_PASSWORD };

/** Generous limits for the files that do not test the limits themselves. */
export const RELAXED_LIMITS = { AUTH_RATE_LIMIT_IP_MAX: '10000', AUTH_RATE_LIMIT_EMAIL_MAX: '10000' };

export async function landingIdOf(app: App, host: string): Promise<string> {
  const [row] = await app.db.select().from(landingHosts).where(eq(landingHosts.host, host));
  if (!row) throw new Error(`no landing for ${host}`);
  return row.landingPageId;
}

export function bearer(accessToken: string, host = DEMO_HOST) {
  return { host, authorization: `Bearer ${accessToken}` };
}

export async function postLogin(
  app: App,
  body: { email: string; password?: string; remember2faToken?: string },
  host = DEMO_HOST,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { host, 'accept-language': 'en', ...headers },
    payload: { password: DEMO_PASSWORD, ...body },
  });
}

/** Logs in with the password and expects tokens at once (no second factor). */
export async function loginAdvisor(app: App, email: string, host = DEMO_HOST) {
  const response = await postLogin(app, { email }, host);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.type).toBe('auth-token');
  return body as { accessToken: string; refreshToken: string };
}

/** The access tokens of the back-office roles: the demo landing page's admin, advisor and coordinator, and Navy's admin. */
export async function loginBackOfficeRoles(app: App) {
  const [admin, advisor, coordinator, navyAdmin] = await Promise.all(
    [
      loginAdvisor(app, 'admin@emisja.test'),
      loginAdvisor(app, 'doradca@emisja.test'),
      loginAdvisor(app, 'koordynator@emisja.test'),
      loginAdvisor(app, 'admin@navy.test', NAVY_HOST),
    ].map((login) => login.then((tokens) => tokens.accessToken)),
  );
  return { admin: admin!, advisor: advisor!, coordinator: coordinator!, navyAdmin: navyAdmin! };
}

export function claimsOf(accessToken: string) {
  return decodeJwt(accessToken) as {
    sub: string;
    context_type: string;
    context_id: string;
    username: string;
    sid: string;
    iat: number;
    exp: number;
  };
}

export async function userIdOf(app: App, email: string): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A new active advisor (and user) of the landing with the demo password; returns the e-mail and ids. */
export async function createAdvisor(
  app: App,
  options: { host?: string; status?: 'initial' | 'active' | 'deleted'; email?: string; role?: 'advisor' | 'admin' } = {},
) {
  const landingId = await landingIdOf(app, options.host ?? DEMO_HOST);
  const status = options.status ?? 'active';
  const email = options.email ?? `advisor-${randomUUID().slice(0, 8)}@example.com`;
  const [demo] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@emisja.test'));
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: status === 'initial' ? null : (demo?.hash ?? null),
      firstName: 'Test',
      surname: 'Advisor',
      isActive: status === 'active',
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (status !== 'deleted')
    await app.db.insert(userContexts).values({ userId, landingPageId: landingId, contextType: 'advisor-panel' });
  const [advisor] = await app.db
    .insert(advisors)
    .values({
      landingPageId: landingId,
      userId,
      firstName: 'Test',
      surname: 'Advisor',
      email,
      status,
      role: options.role ?? 'advisor',
      archivedAt: status === 'deleted' ? new Date() : null,
    })
    .returning({ id: advisors.id });
  return { email, userId, advisorId: advisor!.id, landingId };
}

/** Makes an existing user an investor of the landing too (a second context). */
export async function addInvestorContext(app: App, userId: string, email: string, host = DEMO_HOST) {
  const landingId = await landingIdOf(app, host);
  await app.db.insert(userContexts).values({ userId, landingPageId: landingId, contextType: 'investor-panel' });
  await app.db.insert(investors).values({ landingPageId: landingId, userId, email, firstName: 'Test', surname: 'Investor' });
}

/** The newest e-mail of `template` to `to`, waiting for the work the send endpoints do after their answer. */
export async function waitForEmail(app: App, to: string, template: string) {
  return waitFor(async () => {
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row;
  });
}

export async function countEmails(app: App, to: string): Promise<number> {
  return (await app.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;
}

/** The secret at the end of an e-mailed link (a path segment or the `token` query parameter). */
export function secretOfLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1)!;
}

/** The code an authenticator app shows now (or `stepOffset` steps away). */
export function totpCode(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}

/**
 * Moves the rotation of these refresh tokens back past the reuse grace (decision 067), as if they had been rotated a minute
 * ago: presented again, they count as a replay.
 */
export async function endReuseGrace(app: App, ...rotatedRefreshTokens: string[]): Promise<void> {
  for (const token of rotatedRefreshTokens)
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - ${intervalOfSeconds(REFRESH_REUSE_GRACE_SECONDS + 30)}` })
      .where(eq(refreshTokens.tokenHash, hashSecret(token)));
}

/** The audit rows of one security event (`action`) of the user, oldest first. */
export function securityEventsOf(app: App, userId: string, action: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, action)))
    .orderBy(auditLog.createdAt);
}
