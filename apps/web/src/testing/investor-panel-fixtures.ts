import type { TInvestorPanelOffer, TOfferDictionary } from '@emisja/shared';
import { jsonResponse, type MockAnswer } from './server-api';

/** `GET /investor-api/dictionary` as the server answers it (the public offer dictionary). */
export function investorDictionary(): TOfferDictionary {
  return {
    currencies: ['PLN', 'EUR'],
    offerStatuses: [{ value: 'invited', label: { pl: 'Zaproszony', en: 'Invited' } }],
    paymentConfirmation: { mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024 },
  };
}

/** The calls an investor session makes after mount (spec section 4): the dictionary and the own offers. */
export function investorPanelData(offers: TInvestorPanelOffer[] = []): Record<string, MockAnswer> {
  return {
    'GET /investor-api/dictionary': jsonResponse(investorDictionary()),
    'GET /investor-api/offers': jsonResponse(offers),
  };
}
