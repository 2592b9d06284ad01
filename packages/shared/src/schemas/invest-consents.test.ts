import { describe, expect, it } from 'vitest';
import { investConsentList, missingRequiredConsents } from './invest-consents.ts';

// Which consents block the invest form (docs/decisions/039).

const settings = {
  documents: { reg: '/terms.html', privacyPolicy: '/privacy.html', investmentRisks: null },
  texts: { consent2: 'Zgoda na przetwarzanie danych', consent3: 'Zgoda marketingowa (dobrowolna)' },
};

describe('invest consents', () => {
  it('requires the documents and consent2, not consent3, when the configuration says nothing', () => {
    expect(investConsentList(settings).map(({ key, isRequired }) => [key, isRequired])).toEqual([
      ['reg', true],
      ['privacyPolicy', true],
      ['consent2', true],
      ['consent3', false],
    ]);
  });

  it('follows the flags, and leaves out empty texts and missing documents', () => {
    const list = investConsentList({
      ...settings,
      texts: { consent2: '  ', consent3: 'Newsletter' },
      requireConsent2: false,
      requireConsent3: true,
    });
    expect(list.map(({ key, isRequired }) => [key, isRequired])).toEqual([
      ['reg', true],
      ['privacyPolicy', true],
      ['consent3', true],
    ]);
  });

  it('names the required consents left out, never a voluntary one', () => {
    const list = investConsentList(settings);
    expect(missingRequiredConsents(list, ['reg', 'consent3'])).toEqual(['privacyPolicy', 'consent2']);
    expect(missingRequiredConsents(list, ['reg', 'privacyPolicy', 'consent2'])).toEqual([]);
  });
});
