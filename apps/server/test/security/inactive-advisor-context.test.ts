import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { bearer, claimsOf, landingIdOf, RELAXED_LIMITS, secretOfLink, waitForEmail } from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import { createTestInvestor } from '../investor-helpers.ts';
import type { App } from '../../src/app.ts';
import { advisors, userContexts } from '../../src/db/schema/index.ts';

// Issue 17 item 10: an advisor created for an investor's e-mail adds the advisor-panel context to the investor's account at
// once, while the advisor is still 'initial' (activation pending). Until the advisor is active the investor can neither
// switch into that context nor see it among their contexts; login by password refuses such an advisor already.

let app: App;
let landingId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  landingId = await landingIdOf(app, DEMO_HOST);
});

/** The investor's login by e-mailed link: both tokens (the change of context needs the refresh token too). */
async function loginInvestorWithTokens(email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/auth/investor/send-token',
    headers: { host: DEMO_HOST },
    payload: { email },
  });
  expect(sent.statusCode).toBe(202);
  const mail = await waitForEmail(app, email, 'investor-login-link');
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login-investor',
    headers: { host: DEMO_HOST },
    payload: { token: secretOfLink(mail.links[0]!) },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json();
}

async function investorWithPendingAdvisor() {
  const investor = await createTestInvestor(app);
  await app.db.insert(userContexts).values({ userId: investor.userId, landingPageId: landingId, contextType: 'advisor-panel' });
  const [advisor] = await app.db
    .insert(advisors)
    .values({ landingPageId: landingId, userId: investor.userId, firstName: 'A', surname: 'B', email: investor.email })
    .returning({ id: advisors.id, status: advisors.status });
  expect(advisor!.status).toBe('initial');
  return { ...investor, advisorId: advisor!.id, ...(await loginInvestorWithTokens(investor.email)) };
}

const changeContext = (payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/auth/change-context',
    headers: { host: DEMO_HOST, 'accept-language': 'en' },
    payload,
  });

const contextTypesOf = async (accessToken: string) => {
  const response = await app.inject({ method: 'GET', url: '/investor-api/auth/data', headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { contexts: { context: { type: string } }[] }).contexts.map((context) => context.context.type);
};

describe('the advisor-panel context of an advisor awaiting activation', () => {
  it('is neither listed nor enterable until the advisor is active', async () => {
    const investor = await investorWithPendingAdvisor();
    expect(await contextTypesOf(investor.accessToken)).toEqual(['investor-panel']);

    const refused = await changeContext({
      token: investor.accessToken,
      refreshToken: investor.refreshToken,
      contextId: landingId,
      contextType: 'advisor-panel',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ label: ERROR_LABELS.accessDenied, message: 'Access denied', violations: [] });

    // Once activated, the same switch works (the check is the advisor's status, not the context row).
    await app.db.update(advisors).set({ status: 'active' }).where(eq(advisors.id, investor.advisorId));
    expect(await contextTypesOf(investor.accessToken)).toEqual(['advisor-panel', 'investor-panel']);
    const switched = await changeContext({
      token: investor.accessToken,
      refreshToken: investor.refreshToken,
      contextId: landingId,
      contextType: 'advisor-panel',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(claimsOf(switched.json().accessToken).context_type).toBe('advisor-panel');
  });

  it('an archived advisor context left behind is not enterable either', async () => {
    const investor = await investorWithPendingAdvisor();
    await app.db.update(advisors).set({ status: 'deleted', archivedAt: new Date() }).where(eq(advisors.id, investor.advisorId));
    const refused = await changeContext({
      token: investor.accessToken,
      refreshToken: investor.refreshToken,
      contextType: 'advisor-panel',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().label).toBe(ERROR_LABELS.accessDenied);
  });
});
