import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  addInvestorContext,
  bearer,
  claimsOf,
  createAdvisor,
  landingIdOf,
  loginAdvisor,
  RELAXED_LIMITS,
} from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';

// Issue 17 item 10: `PATCH /auth/change-context` (and `/api/auth/change-context`) answered a new refresh token of the session
// to anyone holding a bare access token: a stolen 15-minute token became a 30-day session. Now the session's current
// refresh token must come along (docs/decisions/009): without it 400, with another session's, a rotated or a made-up one 401,
// and nothing of the session changes.

let app: App;
let landingId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  landingId = await landingIdOf(app, DEMO_HOST);
});

const apiChange = (accessToken: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/auth/change-context',
    headers: { ...bearer(accessToken), 'accept-language': 'en' },
    payload,
  });

const tokenChange = (payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/auth/change-context',
    headers: { host: DEMO_HOST, 'accept-language': 'en' },
    payload,
  });

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/auth/refresh-token', headers: { host: DEMO_HOST }, payload: { refreshToken } });

async function advisorAndInvestor() {
  const { email, userId } = await createAdvisor(app);
  await addInvestorContext(app, userId, email);
  return email;
}

describe('the change of context needs the refresh token of the same session', () => {
  it('refuses a bare access token on both routes (400), minting nothing', async () => {
    const session = await loginAdvisor(app, await advisorAndInvestor());
    const toInvestor = { contextId: landingId, contextType: 'investor-panel' };

    const api = await apiChange(session.accessToken, toInvestor);
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ label: ERROR_LABELS.validation });
    expect(api.json().violations).toEqual([expect.objectContaining({ propertyPath: 'refreshToken' })]);
    const bare = await tokenChange({ token: session.accessToken, ...toInvestor });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().violations).toEqual([expect.objectContaining({ propertyPath: 'refreshToken' })]);

    // The session's own refresh token was not touched: it still refreshes (once).
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it("refuses another session's, a rotated and a made-up refresh token (401), and the session stays as it was", async () => {
    const email = await advisorAndInvestor();
    const session = await loginAdvisor(app, email);
    const otherSession = await loginAdvisor(app, email);
    const toInvestor = { contextId: landingId, contextType: 'investor-panel' };

    for (const refreshToken of [otherSession.refreshToken, 'x'.repeat(43)]) {
      const api = await apiChange(session.accessToken, { ...toInvestor, refreshToken });
      expect(api.statusCode).toBe(401);
      expect(api.json().label).toBe(ERROR_LABELS.sessionExpired);
      const token = await tokenChange({ token: session.accessToken, refreshToken, ...toInvestor });
      expect(token.statusCode).toBe(401);
    }
    // Both sessions' refresh tokens still work: nothing was rotated or revoked by the refused attempts.
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);

    // The rotated token of the session no longer moves it.
    const rotated = await apiChange(refreshed.json().accessToken, { ...toInvestor, refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(401);
  });

  it('moves the session with its current refresh token: same family, the old refresh token rotated', async () => {
    const session = await loginAdvisor(app, await advisorAndInvestor());
    const moved = await apiChange(session.accessToken, {
      contextId: landingId,
      contextType: 'investor-panel',
      refreshToken: session.refreshToken,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const investor = moved.json() as { accessToken: string; refreshToken: string };
    expect(claimsOf(investor.accessToken)).toMatchObject({
      context_type: 'investor-panel',
      sid: claimsOf(session.accessToken).sid,
    });

    // And back with the investor token and its refresh token (the route for tokens /api does not take).
    const back = await tokenChange({ token: investor.accessToken, refreshToken: investor.refreshToken });
    expect(back.statusCode, back.body).toBe(200);
    expect(claimsOf(back.json().accessToken).context_type).toBe('advisor-panel');
    // The investor pair's refresh token was rotated by the move back.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/auth/refresh-investor-token',
          headers: { host: DEMO_HOST },
          payload: { refreshToken: investor.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });
});
