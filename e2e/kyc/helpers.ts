import type { Page } from '@playwright/test';
import { linkSentBy } from '../auth/helpers.ts';
import { expect } from '../fixtures.ts';

// Steps the KYC browser tests share (issue 12; product-decisions section 9). The fake registers e2e/start-server.mjs starts
// (apps/server/test/fake-registers.ts) know the company of FAKE_KRS and its account on the VAT white list.

/** The limited company of the fake KRS register (ZIELONA DOLINA INWESTYCJE SP. Z O.O.) and its account on the white list. */
export const FAKE_KRS = '0000812345';
export const FAKE_COMPANY_NAME = 'ZIELONA DOLINA INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ';
export const FAKE_COMPANY_ACCOUNT = '15 1140 2004 0000 3502 8123 4567';

export const KYC_MESSAGE = 'Dzień dobry, przed potwierdzeniem wpłaty proszę o wypełnienie ankiety KYC.';

/** `YYYY-MM-DD` `years` from today (a document's expiry date: at least 7 days away). */
export function isoDateInYears(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** A Polish person's whole questionnaire, as the public form submits it (the shared fixture's values). */
export function personQuestionnaire() {
  const address = {
    street: 'Marszałkowska',
    houseNo: '10',
    flatNo: '5',
    voivodeship: 'mazowieckie',
    county: 'Warszawa',
    commune: 'Warszawa',
    city: 'Warszawa',
    zipCode: '00-590',
    country: 'PL',
  };
  return {
    investorType: 'person',
    title: 'Mrs.',
    firstName: 'Anna',
    middleName: null,
    surname: 'Kowalska',
    birthDay: '1985-03-15',
    fathersName: 'Jan',
    mothersName: 'Ewa',
    phoneNo: '+48 512 345 678',
    identificationNo: '85031512344',
    birthPlace: 'Kraków',
    countryOfBirth: 'PL',
    nationality: 'PL',
    company: null,
    documentType: 'ID_CARD',
    documentNo: 'ABA300000',
    documentExpiryDate: isoDateInYears(5),
    documentIndefinite: false,
    documentCountry: 'PL',
    residentialAddress: address,
    mailingAddress: null,
    countryOfTaxResidence: 'PL',
    taxNumberIdentification: null,
    taxOffice: 'Urząd Skarbowy Warszawa-Śródmieście',
    maritalStatus: 'Other',
    propertyRegime: null,
    fatca: { usPerson: false, usTin: null },
    crsTaxResidencies: [],
    bankAccount: '61 1090 1014 0000 0712 1981 2874',
    bankAccountName: 'Anna Kowalska',
    swiftCode: null,
    originOfFunds: { sources: ['salary'], description: null },
    pep: { isPep: false, isFamilyMember: false, isCloseAssociate: false, position: null },
    sanctions: [],
    statements: { truthful: true, ownAccount: true },
  };
}

/** The link secret of a `/kyc-form?token=` or `/campaign?token=` link. */
export function tokenOfLink(link: string): string {
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
}

/**
 * The advisor of `advisorToken` sends a KYC invitation to `email` through the API; the link is read from the development
 * mailbox and the person questionnaire submitted on it, as the public form does. For tests about something else that need
 * an investor with a submitted questionnaire (a payment confirmation does).
 */
export async function submitQuestionnaireThroughApi(page: Page, advisorToken: string, email: string): Promise<void> {
  const link = await linkSentBy(page, email, '/kyc-form?token=', async () => {
    const sent = await page.request.post('/api/advisor/kyc/investor-request/send', {
      headers: { authorization: `Bearer ${advisorToken}` },
      data: { investorEmail: email, message: KYC_MESSAGE },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  });
  const submitted = await page.request.put(`/public-api/kyc/investor-request/${tokenOfLink(link)}/submit`, {
    data: personQuestionnaire(),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
}

/** The page is no wider than the window: nothing sticks out sideways (a 390 px phone scrolls only down). */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${where}`).toBeLessThanOrEqual(innerWidth);
}
