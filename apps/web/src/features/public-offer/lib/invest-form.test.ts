import { ApiError } from '@/lib/api-error';
import { describe, expect, it } from 'vitest';
import { investConsents, investFormSchema } from './invest-form';
import { offerUnavailableReason } from './offer-unavailable';
import { offerPdfFileName } from './offer-pdf-file-name';

const product = {
  investmentValueMin: '1000.00',
  investmentValueMax: '100000.00',
  investmentValueStep: '0.50',
  currency: 'PLN' as const,
};

describe('investFormSchema', () => {
  const schema = investFormSchema(product, [{ key: 'consent2', kind: 'text', text: 'Zgoda' }], 'pl');
  const amountOf = (investmentValue: string) =>
    schema.safeParse({ investmentValue, isPersonalDataConfirmed: true, consents: { consent2: true } });

  it('keeps an amount typed with a comma, spaces or a dot to 2 decimals', () => {
    expect(amountOf('12 500,5').data?.investmentValue).toBe('12500.50');
    expect(amountOf('1000').data?.investmentValue).toBe('1000.00');
    expect(amountOf('100000.00').data?.investmentValue).toBe('100000.00');
  });

  it('refuses amounts outside min, max and step with the server`s wording and the limit as money', () => {
    expect(amountOf('999,99').error?.issues[0]?.message).toBe(
      'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
    );
    expect(amountOf('100000,50').error?.issues[0]?.message).toBe(
      'Nie można zaakceptować oferty: maksymalna kwota inwestycji to 100 000,00 PLN',
    );
    expect(amountOf('1000,25').error?.issues[0]?.message).toBe(
      'Nie można zaakceptować oferty: kwota musi być wielokrotnością 0,50 PLN',
    );
    expect(amountOf('12,345').error?.issues[0]?.message).toBe('validation.invalidAmount');
    expect(amountOf('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('requires the data confirmation and each consent', () => {
    const result = schema.safeParse({ investmentValue: '5000', isPersonalDataConfirmed: false, consents: { consent2: false } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['isPersonalDataConfirmed', 'consents.consent2']);
  });
});

describe('investConsents', () => {
  it('lists the documents with links and the non-empty texts, in a fixed order', () => {
    expect(
      investConsents({
        documents: { terms: '/reg.html', privacyPolicy: null, investmentRisks: '/risks.html' },
        consents: { consent2: '  ', consent3: 'Newsletter' },
      }).map((consent) => consent.key),
    ).toEqual(['reg', 'investmentRisks', 'consent3']);
  });
});

describe('offerUnavailableReason', () => {
  it('tells the dead link and the out-of-date offer from failures worth a retry', () => {
    expect(offerUnavailableReason(new ApiError(404, 'error.tokenInactive'))).toBe('tokenInactive');
    expect(offerUnavailableReason(new ApiError(404, 'Token is invalid.'))).toBe('tokenInactive');
    expect(offerUnavailableReason(new ApiError(410, 'error.offerOutOfDate'))).toBe('offerOutOfDate');
    expect(offerUnavailableReason(new ApiError(409, 'error.offerInvalidTransition'))).toBeNull();
    expect(offerUnavailableReason(new ApiError(500, 'error.unexpected'))).toBeNull();
    expect(offerUnavailableReason(new Error('boom'))).toBeNull();
  });
});

describe('offerPdfFileName', () => {
  it('names the PDF after the product code', () => {
    expect(offerPdfFileName('SERIA-A')).toBe('oferta-SERIA-A.pdf');
    expect(offerPdfFileName('Seria A/2026')).toBe('oferta-Seria-A-2026.pdf');
  });
});
