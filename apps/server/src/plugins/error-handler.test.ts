import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { kycRequests } from '../db/schema/index.ts';
import { loginAdvisor } from '../../test/auth-helpers.ts';
import { buildKycTestApp, formRequest, saveDraft, sendKycAndGetLink } from '../../test/kyc-helpers.ts';

// The one error handler (decision 003): a 500 is logged with its context, and the context's URL is masked like every other
// logged URL. A link page's URL carries the link's secret (offer and KYC links): decision 032 found the raw URL in the
// 500's log line.

const logLines: string[] = [];
let app: App;

beforeAll(async () => {
  app = await buildKycTestApp({ logLines });
});

describe('a 500 on a link page', () => {
  it('logs the error with the URL masked, never the link secret', async () => {
    const advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
    const { id, secret } = await sendKycAndGetLink(app, advisor, 'error-log@example.com');
    expect((await saveDraft(app, secret, { identificationNo: '85031512344' })).statusCode).toBe(200);
    // A ciphertext that no longer opens makes the form's page fail with 500 (decision 032: never wrong data).
    const [row] = await app.db.select({ draft: kycRequests.draft }).from(kycRequests).where(eq(kycRequests.id, id));
    const draft = row!.draft as Record<string, string>;
    const tampered = `${draft.identificationNo!.slice(0, -2)}AA`;
    await app.db
      .update(kycRequests)
      .set({ draft: { ...draft, identificationNo: tampered } })
      .where(eq(kycRequests.id, id));

    logLines.length = 0;
    const response = await formRequest(app, 'GET', `/${secret}?token=${secret}`);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ label: 'error.unexpected', violations: [] });
    const errorLines = logLines.filter((line) => line.includes('"msg":"unexpected error"'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('"url":"/public-api/kyc/investor-request/[redacted]?token=[redacted]"');
    expect(logLines.join('')).not.toContain(secret);
  });
});
