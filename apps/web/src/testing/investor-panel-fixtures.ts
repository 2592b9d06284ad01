import type { TInvestorPanelOffer, TOfferDictionary } from '@emisja/shared';
import { adminConfiguration, demoWhiteLabel, investorUser } from './fixtures';
import { completedOnboarding, emptyInvestorSummary } from './investor-home-fixtures';
import { jsonResponse, mockServerApi, type MockAnswer } from './server-api';
import { fakeAccessToken, storeSession } from './tokens';

/** `GET /investor-api/dictionary` as the server answers it (the public offer dictionary). */
export function investorDictionary(): TOfferDictionary {
  return {
    currencies: ['PLN', 'EUR'],
    offerStatuses: [{ value: 'invited', label: { pl: 'Zaproszony', en: 'Invited' } }],
    paymentConfirmation: { mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024 },
  };
}

/**
 * The calls an investor session makes after mount (spec section 4): the dictionary and the own offers; and the panel's
 * onboarding check (done) and the home's summary (a new investor's), issue 13.
 */
export function investorPanelData(offers: TInvestorPanelOffer[] = []): Record<string, MockAnswer> {
  return {
    'GET /investor-api/dictionary': jsonResponse(investorDictionary()),
    'GET /investor-api/offers': jsonResponse(offers),
    'GET /investor-api/onboarding': jsonResponse(completedOnboarding()),
    'GET /investor-api/investor/summary': jsonResponse(emptyInvestorSummary()),
  };
}

/**
 * A logged-in investor (an investor-panel token) on the demo landing page, past onboarding, with the server's answers of the
 * panel's start (tenant, user data, dictionary, offers, onboarding, a new investor's summary) and `answers` on top.
 */
export function mockInvestorSession(answers: Record<string, MockAnswer> = {}, { offers = [] as TInvestorPanelOffer[] } = {}) {
  storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' }) });
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /investor-api/auth/data': jsonResponse(investorUser()),
    ...investorPanelData(offers),
    ...answers,
  });
}
