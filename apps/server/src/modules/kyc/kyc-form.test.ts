import { randomUUID } from 'node:crypto';
import { addDaysToIsoDate, isoDateInTimeZone, kycSubmitSchema, type TKycAnswers } from '@emisja/shared';
import { validKycCompany } from '@emisja/shared/testing/kyc-fixtures';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { advisors, emailOutbox, investors, kycIdentityVerifications, kycRequests, users } from '../../db/schema/index.ts';
import { isPiiCiphertext } from '../../lib/pii/index.ts';
import { loginAdvisor } from '../../../test/auth-helpers.ts';
import { NAVY_HOST } from '../../../test/helpers.ts';
import { createTestPiiCipher } from '../../../test/pii-test-key.ts';
import {
  auditRowsOf,
  buildKycTestApp,
  formRequest,
  person,
  saveDraft,
  sendKycAndGetLink,
  submitForm,
} from '../../../test/kyc-helpers.ts';
import { openInvestorField, openQuestionnaire } from './kyc-crypto.ts';

// The public questionnaire by token (issue 12, product-decisions section 9, docs/decisions/032-kyc-server.md): open, draft,
// submit with every class of violation on its property path, double and concurrent submissions, the masked preview.

let app: App;
let advisor: string;
let navyAdvisor: string;
const cipher = createTestPiiCipher();
const uniqueEmail = (name = 'form') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const open = (secret: string, host?: string) => formRequest(app, 'GET', `/${secret}`, host ? { host } : {});
const preview = (secret: string) => formRequest(app, 'GET', `/preview/${secret}`);

async function newLink(host?: string) {
  const email = uniqueEmail();
  const link = host ? await sendKycAndGetLink(app, navyAdvisor, email, { host }) : await sendKycAndGetLink(app, advisor, email);
  return { ...link, email };
}

async function stored(id: string) {
  const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, id));
  return row!;
}

beforeAll(async () => {
  app = await buildKycTestApp();
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  navyAdvisor = (await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST)).accessToken;
});

describe('GET /public-api/kyc/investor-request/{token}', () => {
  it('answers what the form needs: status, e-mail, enableLegalPerson of the landing page, no draft yet', async () => {
    const { secret, email } = await newLink();
    const response = await open(secret);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      status: 'sent',
      investorEmail: email,
      enableLegalPerson: true,
      draft: null,
      identityVerification: 'not-started',
      expiresAt: expect.any(String),
    });
    const navy = await newLink(NAVY_HOST);
    expect((await open(navy.secret, NAVY_HOST)).json().enableLegalPerson).toBe(false);
  });

  it("answers 404 error.tokenInactive for an unknown link, another landing page's link and an expired one", async () => {
    for (const secret of ['x'.repeat(43), 'short']) {
      const response = await open(secret);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ label: 'error.tokenInactive', message: 'The token is no longer active' });
    }
    const navy = await newLink(NAVY_HOST);
    expect((await open(navy.secret)).statusCode).toBe(404);
    const { id, secret } = await newLink();
    await app.db
      .update(kycRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(kycRequests.id, id));
    expect((await open(secret)).statusCode).toBe(404);
    expect((await saveDraft(app, secret, { firstName: 'Anna' })).statusCode).toBe(404);
    expect((await submitForm(app, secret, person())).statusCode).toBe(404);
  });
});

describe('PUT /public-api/kyc/investor-request/{token}/draft', () => {
  it('saves what is filled so far (half-typed numbers too), encrypted at rest, and gives it back on the next open', async () => {
    const { id, secret } = await newLink();
    const draft = {
      investorType: 'person',
      firstName: 'Anna',
      identificationNo: '850315',
      documentNo: 'ABA 30',
      bankAccount: '61 1090',
      residentialAddress: { city: 'Warszawa', zipCode: '00-5' },
      crsTaxResidencies: [{ country: 'DE', tin: '8609' }],
      sanctions: [{ country: 'IR', percent: '12,5' }],
      unknownField: 'dropped',
    };
    const saved = await saveDraft(app, secret, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 'in-progress', savedAt: expect.any(String) });

    const { unknownField: _dropped, ...expected } = draft;
    const reopened = await open(secret);
    expect(reopened.json()).toMatchObject({ status: 'in-progress', draft: expected });
    expect(reopened.json().draft).not.toHaveProperty('unknownField');

    const row = await stored(id);
    expect(row.status).toBe('in-progress');
    expect(row.draftSavedAt).not.toBeNull();
    for (const value of [row.draft!.identificationNo, row.draft!.documentNo, row.draft!.bankAccount]) {
      expect(isPiiCiphertext(value)).toBe(true);
    }
    expect(JSON.stringify(row.draft)).not.toContain('850315');
    expect(openQuestionnaire(cipher, row.draft!, 'draft', id)).toMatchObject(expected);
    const [audit] = await auditRowsOf(app, 'kyc-draft-read', id);
    expect(audit?.actorUserId).toBeNull();
  });

  it('refuses malformed bodies with the error body and keeps the saved draft: bad JSON, wrong shapes, 1 MB strings, other types', async () => {
    const { id, secret } = await newLink();
    expect((await saveDraft(app, secret, { firstName: 'Anna' })).statusCode).toBe(200);
    const before = await stored(id);

    const badJson = await formRequest(app, 'PUT', `/${secret}/draft`, {
      payload: '{"firstName": "Anna"',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().label).toBe('error.validation');

    const array = await saveDraft(app, secret, [1, 2]);
    expect(array.statusCode).toBe(400);

    const wrongType = await saveDraft(app, secret, { firstName: 5, sanctions: [{ country: 'XX' }] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
      'firstName',
      'sanctions.0.country',
    ]);

    const long = await saveDraft(app, secret, { firstName: 'A'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firstName', code: 'validation.maxLength' }),
    ]);

    const megabyte = await saveDraft(app, secret, { firstName: 'A'.repeat(1024 * 1024) });
    expect(megabyte.statusCode).toBe(413);
    expect(megabyte.json()).toMatchObject({ label: 'error.payloadTooLarge', violations: [] });
    const megabyteSubmit = await submitForm(app, secret, { ...person(), mothersName: 'E'.repeat(1024 * 1024) });
    expect(megabyteSubmit.statusCode).toBe(413);

    const text = await formRequest(app, 'PUT', `/${secret}/draft`, {
      payload: 'firstName=Anna',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().label).toBe('error.validation');
    const xml = await formRequest(app, 'PUT', `/${secret}/draft`, {
      payload: '<firstName>Anna</firstName>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().label).toBe('error.unsupportedMediaType');

    const after = await stored(id);
    expect(after.draft).toEqual(before.draft);
    expect(after.draftSavedAt).toEqual(before.draftSavedAt);
  });
});

describe('PUT /public-api/kyc/investor-request/{token}/submit', () => {
  const violationsOf = async (body: unknown, options: { host?: string; language?: string } = {}) => {
    const { id, secret } = options.host ? await newLink(options.host) : await newLink();
    const response = await submitForm(app, secret, body, options);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().label).toBe('error.validation');
    // Nothing was submitted: the form stays open.
    expect((await stored(id)).status).toBe('sent');
    return response.json().violations as { propertyPath: string; title: string; code: string }[];
  };

  it("reports each class of violation on its property path, in the caller's language", async () => {
    const sanctions = await violationsOf({
      ...person(),
      sanctions: [
        { country: 'IR', percent: '60' },
        { country: 'RU', percent: '50,5' },
      ],
    });
    expect(sanctions).toEqual([
      { propertyPath: 'sanctions', title: 'Total percentage exceeds 100%', code: 'validation.sanctionsPercentagesTotal' },
    ]);
    const sanctionsPl = await violationsOf(
      {
        ...person(),
        sanctions: [
          { country: 'IR', percent: 70 },
          { country: 'KP', percent: 40 },
        ],
      },
      { language: 'pl' },
    );
    expect(sanctionsPl[0]!.title).toBe('Suma procentów przekracza 100%');

    expect((await violationsOf({ ...person(), birthDay: '1985-03-16' })).map((v) => [v.propertyPath, v.code])).toEqual([
      ['identificationNo', 'validation.peselBirthDateMismatch'],
    ]);
    const inThreeDays = addDaysToIsoDate(isoDateInTimeZone(new Date()), 3);
    expect((await violationsOf({ ...person(), documentExpiryDate: inThreeDays })).map((v) => [v.propertyPath, v.code])).toEqual([
      ['documentExpiryDate', 'validation.documentExpiryTooSoon'],
    ]);
    expect(
      (await violationsOf({ ...person(), fatca: { usPerson: true, usTin: null } })).map((v) => [v.propertyPath, v.code]),
    ).toEqual([['fatca.usTin', 'validation.usTinRequired']]);
    const company = validKycCompany();
    const noSigner = company.company.representatives.map((representative) => ({ ...representative, signer: false }));
    expect(
      (await violationsOf({ ...company, company: { ...company.company, representatives: noSigner } })).map((v) => [
        v.propertyPath,
        v.code,
      ]),
    ).toEqual([['company.representatives', 'validation.signerRequired']]);
    // Navy Capital does not take companies (enableLegalPerson false).
    expect((await violationsOf(validKycCompany(), { host: NAVY_HOST })).map((v) => [v.propertyPath, v.code])).toEqual([
      ['investorType', 'validation.legalPersonNotAllowed'],
    ]);
    const empty = await violationsOf({});
    expect(empty.length).toBeGreaterThan(10);
    expect(empty[0]).toMatchObject({ propertyPath: 'investorType', code: 'validation.required' });
  });

  it('stores the answers encrypted, starts identity verification, fills the investor, audits and notifies the sender', async () => {
    const { id, secret, email } = await newLink();
    expect((await saveDraft(app, secret, { firstName: 'Anna' })).statusCode).toBe(200);
    const body = person();
    const response = await submitForm(app, secret, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'submitted',
      submittedAt: expect.any(String),
      identityVerification: 'in-progress',
    });

    const row = await stored(id);
    expect(row).toMatchObject({ status: 'submitted', draft: null, identityVerification: 'in-progress' });
    const expected: TKycAnswers = kycSubmitSchema({ enableLegalPerson: true }).parse(body);
    expect(openQuestionnaire(cipher, row.data!, 'data', id)).toEqual(expected);
    expect(isPiiCiphertext(row.data!.identificationNo)).toBe(true);
    const history = await app.db.select().from(kycIdentityVerifications).where(eq(kycIdentityVerifications.kycRequestId, id));
    expect(history).toEqual([
      expect.objectContaining({ status: 'in-progress', provider: 'manual', decidedByLabel: 'System', decidedByUserId: null }),
    ]);

    const [investor] = await app.db.select().from(investors).where(eq(investors.email, email));
    expect(investor).toMatchObject({
      firstName: 'Anna',
      surname: 'Kowalska',
      phoneNo: '+48 512 345 678',
      isLegalPerson: false,
      companyName: null,
      lastKycRequestId: id,
    });
    expect(investor!.kycSubmittedAt).not.toBeNull();
    expect(isPiiCiphertext(investor!.pesel)).toBe(true);
    expect(openInvestorField(cipher, 'pesel', investor!.id, investor!.pesel)).toBe('85031512344');
    expect(openInvestorField(cipher, 'bank_account', investor!.id, investor!.bankAccount)).toBe('61109010140000071219812874');

    const [audit] = await auditRowsOf(app, 'kyc-request-submitted', id);
    expect(audit).toMatchObject({
      actorLabel: `${email} (KYC link)`,
      after: { status: 'submitted', identityVerification: 'in-progress' },
    });
    const [notice] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'doradca@emisja.test'), eq(emailOutbox.template, 'kyc-submitted')));
    expect(notice).toBeDefined();
    expect(notice!.links).toEqual([`http://localhost:3000/app/kyc/${id}`]);
    expect(notice!.text).toContain(email);
    expect(notice!.text).not.toContain('85031512344');

    // The form is closed: 410 for the page, the draft and a second submission; the preview works.
    for (const again of [
      await open(secret),
      await saveDraft(app, secret, { firstName: 'X' }),
      await submitForm(app, secret, body),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        label: 'error.formInactive',
        message: 'The form is inactive because it has already been sent',
      });
    }
  });

  it('lets exactly one of two simultaneous submissions win; the other gets 410 and nothing is written twice', async () => {
    const { id, secret } = await newLink();
    const responses = await Promise.all([submitForm(app, secret, person()), submitForm(app, secret, person())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 410]);
    expect(responses.find((response) => response.statusCode === 410)!.json().label).toBe('error.formInactive');
    expect(
      await app.db.select().from(kycIdentityVerifications).where(eq(kycIdentityVerifications.kycRequestId, id)),
    ).toHaveLength(1);
    expect(await auditRowsOf(app, 'kyc-request-submitted', id)).toHaveLength(1);
  });

  it("sends no notice when the sender's advisor profile was deleted, and still takes the submission", async () => {
    const { id, secret } = await newLink();
    const [request] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    const [gone] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('gone-advisor'), firstName: 'Ewa', surname: 'Odeszła' })
      .returning({ id: users.id, email: users.email });
    const [deleted] = await app.db
      .insert(advisors)
      .values({
        landingPageId: request!.landingPageId,
        userId: gone!.id,
        email: gone!.email,
        firstName: 'Ewa',
        surname: 'Odeszła',
        status: 'deleted',
        archivedAt: new Date(),
      })
      .returning({ id: advisors.id });
    await app.db.update(kycRequests).set({ advisorId: deleted!.id }).where(eq(kycRequests.id, id));

    const response = await submitForm(app, secret, person());
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(id)).status).toBe('submitted');
    const notices = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'kyc-submitted'));
    expect(notices.filter((notice) => notice.links.some((link) => link.endsWith(`/app/kyc/${id}`)))).toEqual([]);
    expect(notices.filter((notice) => notice.toAddress === gone!.email)).toEqual([]);
  });

  it('takes a company where the landing page allows it: the investor becomes a legal person without a PESEL of its own', async () => {
    const { id, secret, email } = await newLink();
    const response = await submitForm(app, secret, validKycCompany());
    expect(response.statusCode, response.body).toBe(200);
    const [investor] = await app.db.select().from(investors).where(eq(investors.email, email));
    expect(investor).toMatchObject({
      isLegalPerson: true,
      companyName: 'Emisja Testowa sp. z o.o.',
      pesel: null,
      firstName: 'Piotr',
    });
    const answers = openQuestionnaire(cipher, (await stored(id)).data!, 'data', id) as TKycAnswers;
    expect(answers.company?.representatives[0]?.identificationNo).toBe('78082003459');
    expect(
      isPiiCiphertext(((await stored(id)).data!.company as TKycAnswers['company'])!.representatives[0]!.identificationNo),
    ).toBe(true);
  });
});

describe('GET /public-api/kyc/investor-request/preview/{token}', () => {
  it('answers the submitted answers with the personal numbers masked, and audits the read', async () => {
    const { id, secret } = await newLink();
    const body = {
      ...person(),
      crsTaxResidencies: [{ country: 'DE', tin: '86095742719' }],
      fatca: { usPerson: true, usTin: '123-45-6789' },
    };
    expect((await submitForm(app, secret, body)).statusCode).toBe(200);
    const response = await preview(secret);
    expect(response.statusCode, response.body).toBe(200);
    const { answers, submittedAt, identityVerification } = response.json();
    expect(submittedAt).toEqual(expect.any(String));
    expect(identityVerification).toBe('in-progress');
    expect(answers).toMatchObject({
      identificationNo: '*******2344',
      documentNo: '*****0000',
      bankAccount: '**********************2874',
      fatca: { usPerson: true, usTin: '*****6789' },
      crsTaxResidencies: [{ country: 'DE', tin: '*******2719' }],
      firstName: 'Anna',
    });
    expect(response.body).not.toContain('85031512344');
    expect(await auditRowsOf(app, 'kyc-preview-read', id)).toHaveLength(1);
  });

  it('answers 409 before submission and 404 for an unknown link', async () => {
    const { secret } = await newLink();
    const early = await preview(secret);
    expect(early.statusCode).toBe(409);
    expect(early.json().label).toBe('error.conflict');
    expect((await preview('y'.repeat(43))).statusCode).toBe(404);
  });
});
