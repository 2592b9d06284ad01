import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { and, eq, gte } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  bearer,
  claimsOf,
  createAdvisor,
  endReuseGrace,
  landingIdOf,
  loginAdvisor,
  postLogin,
  RELAXED_LIMITS,
  secretOfLink,
  securityEventsOf,
  userIdOf,
} from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST, waitFor } from '../helpers.ts';
import type { App } from '../../src/app.ts';
import { advisors, emailOutbox, oneTimeTokens, refreshTokens, userContexts } from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/lib/secrets.ts';

// Issue 17 part 3, "Tokens and sessions" (docs/decisions/009-tokens-and-sessions.md, 010-no-account-enumeration.md), seen
// from outside as an attacker would try it: racing a login link, replaying a rotated refresh token, using a token after
// logout, tampering with JWTs, telling accounts apart by answer or timing, and resetting rate limits with X-Forwarded-For.
// The module's own tests (src/modules/auth/*.test.ts) cover the happy paths; this file adds the hostile variants.

let app: App;
let demoLandingId: string;
let navyLandingId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  navyLandingId = await landingIdOf(app, NAVY_HOST);
});

afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object, host = DEMO_HOST) =>
  app.inject({ method: 'POST', url, headers: { host, 'accept-language': 'en' }, payload });

const refresh = (refreshToken: string, url = '/auth/refresh-token') => post(url, { refreshToken });

const authData = (accessToken: string, host = DEMO_HOST, url = '/api/auth/data') =>
  app.inject({ method: 'GET', url, headers: bearer(accessToken, host) });

const TOKEN_INACTIVE_BODY = {
  label: ERROR_LABELS.tokenInactive,
  message: 'The token is no longer active',
  violations: [],
};

async function investorLoginLink(email: string): Promise<string> {
  const mailsTo = () =>
    app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'investor-login-link')));
  const earlier = new Set((await mailsTo()).map((mail) => mail.id));
  expect((await post('/auth/investor/send-token', { email })).statusCode).toBe(202);
  // The link this request wrote (the work runs after the 202); older mails of the address carry used or revoked links.
  const mail = await waitFor(async () => (await mailsTo()).find((row) => !earlier.has(row.id)));
  return secretOfLink(mail.links[0]!);
}

/** Worker code: POSTs `{email}` alternately (ABBA) for the existing and fresh unknown e-mails, timing each full answer. */
const TIMING_CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, host, path, known, rounds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let n = 0;
const call = (email) => new Promise((resolve, reject) => {
  const body = JSON.stringify({ email });
  const started = performance.now();
  const request = http.request({ port, host: '127.0.0.1', path, method: 'POST', agent,
    headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
  });
  request.on('error', reject);
  request.end(body);
});
(async () => {
  const existing = [];
  const unknown = [];
  await call(known);
  await call('warm-up-' + n++ + '@example.com');
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['k', 'u'] : ['u', 'k'];
    for (const which of order) {
      const result = await call(which === 'k' ? known : 'nobody-tcp-' + n++ + '@example.com');
      if (result.status !== 202) throw new Error('status ' + result.status);
      (which === 'k' ? existing : unknown).push(result.ms);
    }
  }
  agent.destroy();
  parentPort.postMessage({ existing, unknown });
})().catch((error) => { throw error; });
`;

async function timeOverNetwork(path: string, known: string, rounds: number) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const worker = new Worker(TIMING_CLIENT, { eval: true, workerData: { port, host: DEMO_HOST, path, known, rounds } });
  const times = await new Promise<{ existing: number[]; unknown: number[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { existing: median(times.existing), unknown: median(times.unknown) };
}

describe('a. one investor login link redeemed 10 times at once', () => {
  it('gives exactly one session; the other nine get 404 error.tokenInactive, and the link is dead afterwards', async () => {
    const email = 'inwestor@emisja.test';
    const userId = await userIdOf(app, email);
    const startedAt = new Date(Date.now() - 1000);
    const token = await investorLoginLink(email);

    const responses = await Promise.all(Array.from({ length: 10 }, () => post('/auth/login-investor', { token })));
    const won = responses.filter((response) => response.statusCode === 200);
    const lost = responses.filter((response) => response.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const response of lost) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(TOKEN_INACTIVE_BODY);
    }

    // The winner's tokens are a working investor session.
    const session = won[0]!.json();
    expect(session).toMatchObject({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(claimsOf(session.accessToken)).toMatchObject({ sub: userId, context_type: 'investor-panel' });
    expect((await authData(session.accessToken, DEMO_HOST, '/investor-api/auth/data')).statusCode).toBe(200);

    // Exactly one session was started by the race (one refresh-token family for this user since the link was sent).
    const families = await app.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), gte(refreshTokens.createdAt, startedAt)));
    expect(new Set(families.map((row) => row.familyId)).size).toBe(1);

    // The link is used up: an eleventh try is refused the same way, and the row says it was used.
    const late = await post('/auth/login-investor', { token });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(TOKEN_INACTIVE_BODY);
    const [row] = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(token)));
    expect(row!.usedAt).not.toBeNull();
  });
});

describe('b. a rotated refresh token used again after the reuse grace', () => {
  it('is refused and revokes the whole family: the newest refresh and access tokens stop too, other sessions go on; audited', async () => {
    const { email, userId } = await createAdvisor(app);
    const otherSession = await loginAdvisor(app, email);
    const first = await loginAdvisor(app, email);
    const second = (await refresh(first.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await authData(third.accessToken)).statusCode).toBe(200);

    // The thief replays the oldest token, two rotations back, after the reuse grace (decision 067).
    await endReuseGrace(app, first.refreshToken);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().label).toBe(ERROR_LABELS.sessionExpired);

    // The whole family is dead: the newest refresh token, and the access tokens issued in it.
    const newest = await refresh(third.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().label).toBe(ERROR_LABELS.sessionExpired);
    expect((await authData(third.accessToken)).statusCode).toBe(401);
    expect((await authData(second.accessToken)).statusCode).toBe(401);
    const family = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claimsOf(first.accessToken).sid));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);

    // Only this family: the user's other session is untouched.
    expect((await authData(otherSession.accessToken)).statusCode).toBe(200);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);

    const audit = await securityEventsOf(app, userId, 'refresh-token-reuse');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ landingPageId: demoLandingId });
  });

  it('does the same for an investor-panel family', async () => {
    const session = (await post('/auth/login-investor', { token: await investorLoginLink('jan.nowak@example.com') })).json();
    const rotated = (await refresh(session.refreshToken, '/auth/refresh-investor-token')).json();
    await endReuseGrace(app, session.refreshToken);
    expect((await refresh(session.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(401);
    expect((await authData(rotated.accessToken, DEMO_HOST, '/investor-api/auth/data')).statusCode).toBe(401);
  });
});

describe('c. logout', () => {
  it('ends access at once: the access tokens of the session are refused right after, without waiting for their expiry', async () => {
    const { email } = await createAdvisor(app);
    const otherSession = await loginAdvisor(app, email);
    const login = await loginAdvisor(app, email);
    const rotated = (await refresh(login.refreshToken)).json();
    expect((await authData(rotated.accessToken)).statusCode).toBe(200);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(rotated.accessToken) });
    expect(logout.statusCode).toBe(204);

    // Well inside their 15 minutes, both access tokens of the family are refused on the very next request.
    for (const accessToken of [rotated.accessToken, login.accessToken]) {
      expect(claimsOf(accessToken).exp * 1000).toBeGreaterThan(Date.now() + 60_000);
      const after = await authData(accessToken);
      expect(after.statusCode).toBe(401);
      expect(after.json().label).toBe(ERROR_LABELS.unauthorized);
    }
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    // A second logout with the dead token is refused too; the user's other session goes on.
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(rotated.accessToken) })).statusCode).toBe(
      401,
    );
    expect((await authData(otherSession.accessToken)).statusCode).toBe(200);
  });

  it('ends an investor session at once too', async () => {
    const session = (await post('/auth/login-investor', { token: await investorLoginLink('inwestor@emisja.test') })).json();
    const investorData = () => authData(session.accessToken, DEMO_HOST, '/investor-api/auth/data');
    expect((await investorData()).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/investor-api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    expect((await investorData()).statusCode).toBe(401);
    expect((await refresh(session.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(401);
  });
});

describe('d. tampered access tokens', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

  /** The token with its header and/or payload replaced, keeping the original signature. */
  function tamper(token: string, change: { header?: object; payload?: object; signature?: string }) {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    return [
      change.header ? encode({ ...decode(header), ...change.header }) : header,
      change.payload ? encode({ ...decode(payload), ...change.payload }) : payload,
      change.signature ?? signature,
    ].join('.');
  }

  async function expectRefused(token: string, host = DEMO_HOST, url = '/api/auth/data') {
    const response = await authData(token, host, url);
    expect(response.statusCode, `${url} on ${host} with ${token}`).toBe(401);
    expect(response.json()).toEqual({
      label: ERROR_LABELS.unauthorized,
      message: expect.any(String),
      violations: [],
    });
  }

  it('refuses alg "none" in every spelling, with or without a signature', async () => {
    const { accessToken } = await loginAdvisor(app, 'doradca@emisja.test');
    // The harness itself: the token taken apart and put together again still works.
    expect((await authData(tamper(accessToken, {}))).statusCode).toBe(200);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      await expectRefused(tamper(accessToken, { header: { alg }, signature: '' }));
      await expectRefused(tamper(accessToken, { header: { alg } }));
    }
    // HS256 named but no signature, or a signature of zero bytes.
    await expectRefused(tamper(accessToken, { signature: '' }));
    await expectRefused(`${accessToken.split('.').slice(0, 2).join('.')}`);
  });

  it('refuses a changed claim kept under the original signature (user, panel, landing page, session, expiry, impersonator)', async () => {
    const { accessToken } = await loginAdvisor(app, 'doradca@emisja.test');
    const admin = await loginAdvisor(app, 'admin@emisja.test');
    const adminClaims = claimsOf(admin.accessToken);
    const claims = claimsOf(accessToken);
    const changes: object[] = [
      { sub: adminClaims.sub },
      { username: 'admin@emisja.test' },
      { sid: adminClaims.sid },
      { sub: adminClaims.sub, sid: adminClaims.sid, username: 'admin@emisja.test' },
      { context_id: navyLandingId },
      { exp: claims.exp + 86_400 },
      { iat: claims.iat + 60 },
      { impersonator: adminClaims.sub },
      { role: 'admin', isAdmin: true },
    ];
    for (const payload of changes) await expectRefused(tamper(accessToken, { payload }));
    // The panel changed: the investor panel refuses the forged investor-panel token.
    await expectRefused(
      tamper(accessToken, { payload: { context_type: 'investor-panel' } }),
      DEMO_HOST,
      '/investor-api/auth/data',
    );
    // The landing page changed to navy's, used on navy.
    await expectRefused(tamper(accessToken, { payload: { context_id: navyLandingId } }), NAVY_HOST);
    // The original is still fine: only the tampering was refused.
    expect((await authData(accessToken)).statusCode).toBe(200);
  });

  it('refuses a token signed with another key, and with our key under another HMAC or a key-confusion header', async () => {
    const { accessToken } = await loginAdvisor(app, 'doradca@emisja.test');
    const claims = claimsOf(accessToken);
    const sign = (key: Uint8Array, alg = 'HS256', extraHeader: object = {}) =>
      new SignJWT({
        context_type: claims.context_type,
        context_id: claims.context_id,
        username: claims.username,
        sid: claims.sid,
      })
        .setProtectedHeader({ alg, typ: 'JWT', ...extraHeader })
        .setSubject(claims.sub)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(key);
    // With our key and HS256 the forged copy would pass: the checks below refuse the key or the algorithm, nothing else.
    expect((await authData(await sign(app.authKeys.jwtKey))).statusCode).toBe(200);
    await expectRefused(await sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!')));
    await expectRefused(await sign(new TextEncoder().encode('navy-tenant-secret-of-at-least-32-characters')));
    await expectRefused(await sign(app.authKeys.jwtKey, 'HS384'));
    await expectRefused(await sign(app.authKeys.jwtKey, 'HS512'));
    await expectRefused(
      await sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'), 'HS256', {
        kid: '../../../dev/null',
        jku: 'https://attacker.example/jwks.json',
      }),
    );
  });

  it('refuses a token of the other tenant (navy) on localhost, also with the landing page claim rewritten', async () => {
    const navy = await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST);
    expect((await authData(navy.accessToken, NAVY_HOST)).statusCode).toBe(200);
    await expectRefused(navy.accessToken, DEMO_HOST);
    await expectRefused(tamper(navy.accessToken, { payload: { context_id: demoLandingId } }), DEMO_HOST);
    // A localhost token on navy likewise.
    const demo = await loginAdvisor(app, 'doradca@emisja.test');
    await expectRefused(demo.accessToken, NAVY_HOST);
  });

  it('refuses a navy token on localhost even for a user who is an advisor of both (the landing page claim decides)', async () => {
    const both = await createAdvisor(app, { host: NAVY_HOST });
    await app.db.insert(userContexts).values({ userId: both.userId, landingPageId: demoLandingId, contextType: 'advisor-panel' });
    await app.db.insert(advisors).values({
      landingPageId: demoLandingId,
      userId: both.userId,
      firstName: 'Test',
      surname: 'Advisor',
      email: both.email,
      status: 'active',
      role: 'advisor',
    });
    const navy = await loginAdvisor(app, both.email, NAVY_HOST);
    const demo = await loginAdvisor(app, both.email, DEMO_HOST);
    expect((await authData(navy.accessToken, NAVY_HOST)).statusCode).toBe(200);
    expect((await authData(demo.accessToken, DEMO_HOST)).statusCode).toBe(200);
    await expectRefused(navy.accessToken, DEMO_HOST);
    await expectRefused(demo.accessToken, NAVY_HOST);
  });

  it('refuses a genuine token once its 15 minutes are over (the clock moved, no waiting)', async () => {
    const { accessToken } = await loginAdvisor(app, 'doradca@emisja.test');
    const claims = claimsOf(accessToken);
    expect(claims.exp - claims.iat).toBe(900);
    // Only Date is faked: timers, the database and the event loop run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((claims.exp - 1) * 1000);
    expect((await authData(accessToken)).statusCode).toBe(200);
    vi.setSystemTime((claims.exp + 1) * 1000);
    await expectRefused(accessToken);
  });
});

describe('e. existing and unknown e-mails look the same', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  /** p50 of `rounds` timed calls of each, interleaved ABBA so background work after an answer weighs on both alike. */
  async function medians(rounds: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
    const timed = async (call: () => Promise<unknown>, into: number[]) => {
      const started = performance.now();
      await call();
      into.push(performance.now() - started);
    };
    await a();
    await b();
    const timesA: number[] = [];
    const timesB: number[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        await timed(a, timesA);
        await timed(b, timesB);
      } else {
        await timed(b, timesB);
        await timed(a, timesA);
      }
    }
    return { a: median(timesA), b: median(timesB) };
  }

  const sendLinkEndpoints = [
    { url: '/auth/investor/send-token', known: 'inwestor@emisja.test' },
    { url: '/auth/password/send-remind-request', known: 'doradca2@emisja.test' },
  ];

  it.each(sendLinkEndpoints)('$url answers byte-identically for an existing and an unknown e-mail', async ({ url, known }) => {
    const existing = await post(url, { email: known });
    const unknown = await post(url, { email: 'nobody-at-all@example.com' });
    expect(existing.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(existing.statusCode);
    expect(unknown.rawPayload.equals(existing.rawPayload)).toBe(true);
    expect(existing.json()).toEqual({ status: 'accepted' });
    const headersOf = (response: typeof existing) => {
      const { date: _date, 'x-request-id': _requestId, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(unknown)).toEqual(headersOf(existing));
  });

  it.each(sendLinkEndpoints)(
    '$url answers a client on the network in about the same time for an existing and an unknown e-mail',
    async ({ url, known }) => {
      // Over TCP from a worker thread: the server (and PGlite, in process) runs its work after the answer on this thread,
      // which must not hold the answer back; an in-process inject() would be held up by that work and measure nothing real.
      const { existing, unknown } = await timeOverNetwork(url, known, 20);
      const figures = `p50 existing ${existing.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`;
      expect(unknown / existing, figures).toBeGreaterThan(1 / 3);
      expect(unknown / existing, figures).toBeLessThan(3);
    },
  );

  it('advisor login: a wrong password and an unknown e-mail get the same answer in about the same time (dummy argon2)', async () => {
    const wrong = await postLogin(app, { email: 'marek.zielinski@emisja.test', password: 'Wrong123!' });
    const unknown = await postLogin(app, { email: 'nobody-login@example.com', password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.rawPayload.equals(wrong.rawPayload)).toBe(true);

    let n = 0;
    const { a: known, b: missing } = await medians(
      20,
      () => postLogin(app, { email: 'marek.zielinski@emisja.test', password: 'Wrong123!' }),
      () => postLogin(app, { email: `nobody-login-${n++}@example.com`, password: 'Wrong123!' }),
    );
    const ratio = missing / known;
    expect(ratio, `p50 existing ${known.toFixed(1)} ms, unknown ${missing.toFixed(1)} ms`).toBeGreaterThan(0.6);
    expect(ratio, `p50 existing ${known.toFixed(1)} ms, unknown ${missing.toFixed(1)} ms`).toBeLessThan(1 / 0.6);
  });
});

describe('f. rate limits and a spoofed X-Forwarded-For', () => {
  // 3 per client address and endpoint; the per-e-mail limit is out of the way (a fresh e-mail each time anyway).
  const LIMITS = { AUTH_RATE_LIMIT_IP_MAX: '3', AUTH_RATE_LIMIT_EMAIL_MAX: '1000' };
  let counter = 0;
  const fresh = () => ++counter;

  const endpoints = [
    { url: '/auth/login', body: () => ({ email: `x${fresh()}@example.com`, password: 'Wrong123!' }), allowed: 401 },
    { url: '/auth/investor/send-token', body: () => ({ email: `x${fresh()}@example.com` }), allowed: 202 },
    { url: '/auth/password/send-remind-request', body: () => ({ email: `x${fresh()}@example.com` }), allowed: 202 },
    { url: '/auth/login-investor', body: () => ({ token: 'x'.repeat(43) }), allowed: 404 },
  ];

  const call = (
    target: App,
    endpoint: (typeof endpoints)[number],
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ) =>
    target.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { host: DEMO_HOST, 'accept-language': 'en', ...headers },
      payload: endpoint.body(),
      remoteAddress,
    });

  const spoofed = () => {
    const n = fresh();
    return {
      'x-forwarded-for': `203.0.113.${n % 250}`,
      'x-real-ip': `198.51.100.${n % 250}`,
      forwarded: `for=192.0.2.${n % 250}`,
      'true-client-ip': `192.0.2.${n % 250}`,
    };
  };

  it('without TRUST_PROXY (the default): a new X-Forwarded-For on every request does not reset the limit', async () => {
    const limited = await buildTestApp({ env: LIMITS });
    for (const endpoint of endpoints) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await call(limited, endpoint, spoofed())).statusCode, endpoint.url).toBe(endpoint.allowed);
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await call(limited, endpoint, spoofed());
        expect(response.statusCode, endpoint.url).toBe(429);
        expect(response.json().label).toBe(ERROR_LABELS.tooManyRequests);
      }
    }
  });

  it('with TRUST_PROXY naming the proxy: X-Forwarded-For is the client then, but only when the proxy sent it', async () => {
    const behindProxy = await buildTestApp({ env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' } });
    const [login] = endpoints;
    // Through the trusted proxy each forwarded client has its own budget: six clients, six answers.
    for (let client = 1; client <= 6; client++) {
      const response = await call(behindProxy, login!, { 'x-forwarded-for': `203.0.113.${client}` });
      expect(response.statusCode).toBe(401);
    }
    // One forwarded client is limited after 3.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await call(behindProxy, login!, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(401);
    }
    expect((await call(behindProxy, login!, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);

    // A client reaching the server directly (not through the proxy) cannot pick its address with the header.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call(behindProxy, login!, spoofed(), '198.51.100.77')).statusCode).toBe(401);
    }
    expect((await call(behindProxy, login!, spoofed(), '198.51.100.77')).statusCode).toBe(429);
  });
});
