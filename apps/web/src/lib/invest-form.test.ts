import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { givenConsentKeys, investFormSchema, investmentValueServerError } from './invest-form';

const product = {
  investmentValueMin: '1000.00',
  investmentValueMax: '100000.00',
  investmentValueStep: '0.50',
  currency: 'PLN' as const,
};

describe('investFormSchema', () => {
  const schema = investFormSchema(product, [{ key: 'consent2', kind: 'text', text: 'Zgoda', isRequired: true }], 'pl');
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

describe('voluntary consents', () => {
  const consents = [
    { key: 'reg', kind: 'document', href: '/reg.html', isRequired: true },
    { key: 'consent3', kind: 'text', text: 'Newsletter', isRequired: false },
  ] as const;
  const schema = investFormSchema(product, consents, 'pl');

  it('lets a voluntary consent stay unticked and still requires the required one', () => {
    const parse = (ticked: Record<string, boolean>) =>
      schema.safeParse({ investmentValue: '5000', isPersonalDataConfirmed: true, consents: ticked });
    expect(parse({ reg: true, consent3: false }).success).toBe(true);
    expect(parse({ reg: false, consent3: true }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['consents.reg']);
  });

  it('sends every ticked key, required or voluntary, in the list’s order', () => {
    expect(givenConsentKeys(consents, { consent3: true, reg: true })).toEqual(['reg', 'consent3']);
    expect(givenConsentKeys(consents, { reg: true, consent3: false })).toEqual(['reg']);
  });
});

describe('investmentValueServerError', () => {
  const t = i18n.t.bind(i18n);

  it("takes the server's word on the amount: a 422 with the limit, or a violation on investmentValue", () => {
    const below = new ApiError(
      422,
      'error.offerCannotBeAcceptedMin',
      [],
      'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
    );
    expect(investmentValueServerError(below, t)).toBe(
      'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
    );
    const violation = new ApiError(400, 'error.validation', [
      { propertyPath: 'investmentValue', title: 'Niepoprawna kwota', code: 'invalid' },
    ]);
    expect(investmentValueServerError(violation, t)).toBe('Niepoprawna kwota');
  });

  it('leaves other failures to the form', () => {
    expect(investmentValueServerError(new ApiError(409, 'error.offerInvalidTransition'), t)).toBeNull();
    expect(
      investmentValueServerError(
        new ApiError(400, 'error.validation', [{ propertyPath: 'consents', title: 'x', code: 'invalid' }]),
        t,
      ),
    ).toBeNull();
    expect(investmentValueServerError(new Error('boom'), t)).toBeNull();
  });
});
