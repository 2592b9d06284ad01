import { ZInvestorLeadFormSchema, ZOnboardingSchema, type TOnboarding } from '@emisja/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { createTestInvestor, loginInvestorByLink, type TestInvestor } from '../../../test/investor-helpers.ts';
import { submitKycOf } from '../../../test/kyc-helpers.ts';
import type { App } from '../../app.ts';
import { adminConfigurations, auditLog, emailOutbox, investorConsents } from '../../db/schema/index.ts';
import { documentVersion } from './onboarding.service.ts';

// "My data" (the last questionnaire, masked; the correction request) and the onboarding of the investor panel (issue 13;
// product-decisions section 10; docs/decisions/033-investor-panel-server.md).

let app: App;
let advisorToken: string;
let navyInvestorToken: string;
let demoLandingId: string;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisorToken = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  navyInvestorToken = await loginInvestorByLink(app, 'investor@navy.test', NAVY_HOST);
  demoLandingId = await landingIdOf(app, DEMO_HOST);
});

async function newInvestor(): Promise<{ investor: TestInvestor; token: string }> {
  const investor = await createTestInvestor(app);
  return { investor, token: await loginInvestorByLink(app, investor.email) };
}

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, host = DEMO_HOST) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token, host), 'accept-language': 'en', 'user-agent': 'Panel test browser' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('GET /investor-api/lead-form/last', () => {
  it('is 404 before the investor submits a questionnaire', async () => {
    const { token } = await newInvestor();
    const response = await call('GET', '/investor-api/lead-form/last', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().label).toBe('error.notFound');
  });

  it('answers the last submitted questionnaire with the personal numbers masked, and audits the read', async () => {
    const { investor, token } = await newInvestor();
    const request = await submitKycOf(app, advisorToken, investor.email);
    const response = await call('GET', '/investor-api/lead-form/last', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const leadForm = ZInvestorLeadFormSchema.parse(response.json());
    expect(leadForm.identityVerification).toBe('in-progress');
    expect(leadForm.answers.identificationNo).toMatch(/^\*+\d{4}$/);
    expect(leadForm.answers.bankAccount).toMatch(/^\*+\d{4}$/);
    expect(response.body).not.toContain('85031512344');
    expect(response.body).not.toContain('0712 1981');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc-personal-data-read'), eq(auditLog.entityId, request.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit!.actorUserId).toBe(investor.userId);
    expect(audit!.metadata).toMatchObject({ investorId: investor.investorId, via: 'investor-panel', masked: true });
  });
});

describe('POST /investor-api/lead-form/correction-request', () => {
  it('e-mails the advisor who sent the questionnaire with the link to the request; 202', async () => {
    const { investor, token } = await newInvestor();
    expect(
      (await call('POST', '/investor-api/lead-form/correction-request', token, { message: 'Zmiana adresu.' })).statusCode,
    ).toBe(404);
    const request = await submitKycOf(app, advisorToken, investor.email);
    expect((await call('POST', '/investor-api/lead-form/correction-request', token, { message: 'Za krótko' })).statusCode).toBe(
      400,
    );
    const response = await call('POST', '/investor-api/lead-form/correction-request', token, {
      message: 'Proszę poprawić mój adres zamieszkania.',
    });
    expect(response.statusCode, response.body).toBe(202);
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'doradca@emisja.test'), eq(emailOutbox.template, 'investor-correction-request')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail!.text).toContain('Proszę poprawić mój adres zamieszkania.');
    expect(mail!.text).toContain(investor.email);
    expect(mail!.links).toContain(`http://localhost:3000/app/kyc/${request.id}`);
  });
});

describe('onboarding', () => {
  const current = (document: 'terms' | 'privacy-policy' | 'investment-risks', url: string) => ({
    document,
    url,
    version: documentVersion(url),
  });

  it('asks a new investor for the terms, privacy policy and risk statement in their current versions', async () => {
    const { token } = await newInvestor();
    const response = await call('GET', '/investor-api/onboarding', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZOnboardingSchema.parse(response.json())).toEqual({
      isComplete: false,
      documents: [
        { ...current('terms', '/branding/demo/regulamin.html'), acceptedAt: null },
        { ...current('privacy-policy', '/branding/demo/polityka-prywatnosci.html'), acceptedAt: null },
        { ...current('investment-risks', '/branding/demo/ryzyka-inwestycyjne.html'), acceptedAt: null },
      ],
      kyc: { status: 'none', identityVerification: 'not-started', submittedAt: null },
    });
    expect(documentVersion('/branding/demo/regulamin.html')).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  it('records each acceptance with its time, address and browser; refuses a version that is not current (409)', async () => {
    const { investor, token } = await newInvestor();
    const state = ZOnboardingSchema.parse((await call('GET', '/investor-api/onboarding', token)).json());
    const stale = await call('POST', '/investor-api/onboarding', token, {
      accepted: [
        { document: 'terms', version: state.documents[0]!.version },
        { document: 'privacy-policy', version: 'sha256:0000000000000000' },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      label: 'error.conflict',
      violations: [{ propertyPath: 'accepted.1.version', code: 'onboarding.versionNotCurrent' }],
    });
    expect(await consentsOf(investor)).toEqual([]);

    const accepted = await call('POST', '/investor-api/onboarding', token, {
      accepted: state.documents.map(({ document, version }) => ({ document, version })),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = ZOnboardingSchema.parse(accepted.json());
    expect(after.isComplete).toBe(true);
    expect(after.documents.every((document) => document.acceptedAt !== null)).toBe(true);
    const rows = await consentsOf(investor);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ userAgent: 'Panel test browser', ip: '127.0.0.1' });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'investor-onboarding-accepted'), eq(auditLog.entityId, investor.investorId)));
    expect(audit!.after).toEqual({ accepted: state.documents.map(({ document, version }) => ({ document, version })) });

    // Accepting again keeps the first time and records nothing new.
    const again = await call('POST', '/investor-api/onboarding', token, {
      accepted: [{ document: 'terms', version: state.documents[0]!.version }],
    });
    expect(ZOnboardingSchema.parse(again.json()).documents[0]!.acceptedAt).toBe(after.documents[0]!.acceptedAt);
    expect(await consentsOf(investor)).toHaveLength(3);
  });

  it('asks again for a document whose link changed, and not at all for one the landing page does not name', async () => {
    const { investor, token } = await newInvestor();
    const first = ZOnboardingSchema.parse((await call('GET', '/investor-api/onboarding', token)).json());
    await call('POST', '/investor-api/onboarding', token, {
      accepted: first.documents.map(({ document, version }) => ({ document, version })),
    });
    const [before] = await app.db.select().from(adminConfigurations).where(eq(adminConfigurations.landingPageId, demoLandingId));
    await setAdmin({ privacyPolicy: '/branding/demo/polityka-prywatnosci-2027.html', investmentRisks: null });
    try {
      const changed: TOnboarding = ZOnboardingSchema.parse((await call('GET', '/investor-api/onboarding', token)).json());
      expect(changed.isComplete).toBe(false);
      expect(changed.documents.map((document) => [document.document, document.acceptedAt === null])).toEqual([
        ['terms', false],
        ['privacy-policy', true],
      ]);
      expect(changed.documents[1]!.version).toBe(documentVersion('/branding/demo/polityka-prywatnosci-2027.html'));
      // The version the page showed before is no longer current, and a document not named is not accepted either.
      const old = await call('POST', '/investor-api/onboarding', token, {
        accepted: [{ document: 'privacy-policy', version: first.documents[1]!.version }],
      });
      expect(old.statusCode).toBe(409);
      const notNamed = await call('POST', '/investor-api/onboarding', token, {
        accepted: [{ document: 'investment-risks', version: first.documents[2]!.version }],
      });
      expect(notNamed.statusCode).toBe(409);
      const accepted = await call('POST', '/investor-api/onboarding', token, {
        accepted: [{ document: 'privacy-policy', version: changed.documents[1]!.version }],
      });
      expect(ZOnboardingSchema.parse(accepted.json()).isComplete).toBe(true);
      expect(await consentsOf(investor)).toHaveLength(4);
    } finally {
      await setAdmin({ privacyPolicy: before?.privacyPolicy ?? null, investmentRisks: before?.investmentRisks ?? null });
    }
  });

  it("refuses bad bodies (400), an advisor token (403) and another landing page's token (401)", async () => {
    const { token } = await newInvestor();
    expect((await call('POST', '/investor-api/onboarding', token, { accepted: [] })).statusCode).toBe(400);
    expect(
      (await call('POST', '/investor-api/onboarding', token, { accepted: [{ document: 'cookies', version: 'x' }] })).statusCode,
    ).toBe(400);
    for (const url of ['/investor-api/onboarding', '/investor-api/lead-form/last']) {
      expect((await call('GET', url, advisorToken)).statusCode, url).toBe(403);
      expect((await call('GET', url, navyInvestorToken)).statusCode, url).toBe(401);
    }
    const body = { message: 'Proszę poprawić mój adres zamieszkania.' };
    expect((await call('POST', '/investor-api/lead-form/correction-request', advisorToken, body)).statusCode).toBe(403);
    expect((await call('POST', '/investor-api/lead-form/correction-request', navyInvestorToken, body)).statusCode).toBe(401);
  });
});

async function consentsOf(investor: TestInvestor) {
  return app.db.select().from(investorConsents).where(eq(investorConsents.investorId, investor.investorId));
}

async function setAdmin(values: { privacyPolicy: string | null; investmentRisks: string | null }) {
  await app.db
    .insert(adminConfigurations)
    .values({ landingPageId: demoLandingId, ...values })
    .onConflictDoUpdate({ target: adminConfigurations.landingPageId, set: values });
  app.tenantConfiguration.invalidate(demoLandingId);
}
