import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { ERROR_LABELS } from '@emisja/shared';
import { buildSecondApp, buildTestApp, DEMO_HOST, waitFor } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createDatabaseRateLimitStore } from './rate-limit-store.ts';

// Rate limits shared by every server on one database (issue 17 item 6; docs/decisions/052-rate-limits-in-the-database.md):
// two apps on the same database, hits split between them. PostgreSQL: the second app has a pool of its own; PGlite: both
// apps use the one instance (one process owns an embedded database, so that is the case it has).

// Small limits so a few requests reach them: 3 per IP, 2 per e-mail, per endpoint and 15-minute window.
const LIMITS = { AUTH_RATE_LIMIT_IP_MAX: '3', AUTH_RATE_LIMIT_EMAIL_MAX: '2' };
const TOO_MANY = { label: ERROR_LABELS.tooManyRequests, message: 'Too many attempts. Please try again later.', violations: [] };

let first: App;
let second: App;

beforeAll(async () => {
  first = await buildTestApp({ env: LIMITS });
  second = await buildSecondApp(first, LIMITS);
});

afterAll(async () => {
  await second?.close();
});

const from = (app: App, remoteAddress: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { host: DEMO_HOST, 'accept-language': 'en' }, payload, remoteAddress });

describe('rate limits shared by two servers on one database', () => {
  it('counts one client IP on both servers together: the limit trips at the maximum across them', async () => {
    const login = (app: App, email: string) => from(app, '198.51.100.10', '/auth/login', { email, password: 'Wrong123!' });
    expect((await login(first, 'a@example.com')).statusCode).toBe(401);
    expect((await login(second, 'b@example.com')).statusCode).toBe(401);
    expect((await login(first, 'c@example.com')).statusCode).toBe(401);

    const limited = await login(second, 'd@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(limited.json()).toEqual(TOO_MANY);
    expect((await login(first, 'e@example.com')).statusCode).toBe(429);

    // Another endpoint has counters of its own, on either server; so has another client address.
    expect((await from(second, '198.51.100.10', '/auth/investor/send-token', { email: 'f@example.com' })).statusCode).toBe(202);
    const otherClient = await from(first, '198.51.100.11', '/auth/login', { email: 'g@example.com', password: 'Wrong123!' });
    expect(otherClient.statusCode).toBe(401);
  });

  it('counts one e-mail on both servers together, whichever address asks; the per-IP counters are apart', async () => {
    const remind = (app: App, remoteAddress: string, email: string) =>
      from(app, remoteAddress, '/auth/password/send-remind-request', { email });
    expect((await remind(first, '198.51.100.21', 'doradca@emisja.test')).statusCode).toBe(202);
    expect((await remind(second, '198.51.100.22', 'doradca@emisja.test')).statusCode).toBe(202);
    const third = await remind(first, '198.51.100.23', 'doradca@emisja.test');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(TOO_MANY);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(800);
    // The same address with another e-mail: its per-IP budget (3 on this endpoint) still has room.
    expect((await remind(second, '198.51.100.23', 'doradca2@emisja.test')).statusCode).toBe(202);
  });

  it('answers 503 with the error body, never a 500 or a pass, when the database cannot count', async () => {
    const database = first.database;
    await database.executeSql('alter table rate_limit_counters rename to rate_limit_counters_away');
    try {
      const answer = await from(second, '198.51.100.30', '/auth/login', { email: 'a@example.com', password: 'Wrong123!' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        label: ERROR_LABELS.serviceUnavailable,
        message: 'The service is not available right now. Please try again later.',
        violations: [],
      });
      expect(answer.body).not.toMatch(/rate_limit_counters|at .*\.ts/);
    } finally {
      await database.executeSql('alter table rate_limit_counters_away rename to rate_limit_counters');
    }
    expect(
      (await from(second, '198.51.100.30', '/auth/login', { email: 'a@example.com', password: 'Wrong123!' })).statusCode,
    ).toBe(401);
  });
});

describe('the database rate-limit store', () => {
  const storeOn = (database: Database) => new (createDatabaseRateLimitStore(database, first.log))({});
  const increment = (store: ReturnType<typeof storeOn>, key: string, timeWindow: number, max = 3) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max),
    );

  it('never loses a count when both servers hit one key at the same time', async () => {
    const stores = [storeOn(first.database), storeOn(second.database)];
    const route = (store: ReturnType<typeof storeOn>) =>
      store.child({ routeInfo: { method: 'POST', url: '/concurrent' } } as never);
    const children = stores.map(route);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => increment(children[index % 2]!, '203.0.113.1', 60_000, 10)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    for (const result of results) expect(result.ttl).toBeGreaterThan(0);
  });

  it('keeps routes and named limiters apart, and restarts a window once it has ended', async () => {
    const store = storeOn(first.database);
    const routeA = store.child({ routeInfo: { method: 'POST', url: '/a' } } as never);
    const routeB = store.child({ routeInfo: { method: 'POST', url: '/b' } } as never);
    const named = store.child({ routeInfo: {}, nameSpace: 'a' } as never);
    expect((await increment(routeA, 'k', 60_000)).current).toBe(1);
    expect((await increment(routeA, 'k', 60_000)).current).toBe(2);
    expect((await increment(routeB, 'k', 60_000)).current).toBe(1);
    expect((await increment(named, 'k', 60_000)).current).toBe(1);

    const shortWindow = 400;
    const started = await increment(routeA, 'short', shortWindow);
    expect(started).toMatchObject({ current: 1 });
    expect(started.ttl).toBeLessThanOrEqual(shortWindow);
    for (const expected of [2, 3, 4]) expect((await increment(routeA, 'short', shortWindow)).current).toBe(expected);
    // The next hit after the window ended starts a new one at 1 (hits meanwhile keep counting in the old window).
    const restarted = await waitFor(async () => {
      const result = await increment(routeA, 'short', shortWindow);
      return result.current === 1 ? result : null;
    }, 5000);
    expect(restarted.ttl).toBeGreaterThan(0);
  });

  it('answers each hit and read once, even when the answer throws: the throw is logged, not answered again', async () => {
    const logged: unknown[] = [];
    const log = Object.assign(Object.create(first.log) as FastifyBaseLogger, {
      error: (entry: unknown) => void logged.push(entry),
    });
    const store = new (createDatabaseRateLimitStore(first.database, log))({});
    const calls: (Error | null)[] = [];
    const throwing = (error: Error | null) => {
      calls.push(error);
      throw new Error('the caller failed');
    };
    store.incr('throwing', throwing, 60_000, 3);
    await waitFor(async () => logged.length === 1);
    (store as typeof store & { read: FastifyRateLimitStore['incr'] }).read('throwing', throwing, 60_000, 3);
    await waitFor(async () => logged.length === 2);
    expect(calls).toEqual([null, null]);
  });
});
