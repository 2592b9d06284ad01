import { describe, expect, it } from 'vitest';
import { checkInvestmentValue, investmentValueIssueMessage } from './investment-value.ts';

const limits = { investmentValueMin: '1000.00', investmentValueMax: '50000.00', investmentValueStep: '100.00' };

describe('checkInvestmentValue', () => {
  it('allows the bounds themselves and any multiple of the step between them', () => {
    expect(checkInvestmentValue('1000.00', limits)).toBeNull();
    expect(checkInvestmentValue('12500.00', limits)).toBeNull();
    expect(checkInvestmentValue('50000.00', limits)).toBeNull();
  });

  it('reports a missing amount as required', () => {
    expect(checkInvestmentValue('', limits)).toEqual({ label: 'validation.investmentValueRequired', params: {} });
    expect(checkInvestmentValue(null, limits)?.label).toBe('validation.investmentValueRequired');
    expect(checkInvestmentValue(undefined, limits)?.label).toBe('validation.investmentValueRequired');
  });

  it('reports an amount with more than 2 decimals as not a decimal', () => {
    expect(checkInvestmentValue('1000.005', limits)?.label).toBe('validation.decimal');
  });

  it('states the limit that an amount below the minimum or above the maximum breaks', () => {
    expect(checkInvestmentValue('999.99', limits)).toEqual({
      label: 'error.offerCannotBeAcceptedMin',
      params: { min: '1000.00' },
    });
    expect(checkInvestmentValue('50000.01', limits)).toEqual({
      label: 'error.offerCannotBeAcceptedMax',
      params: { max: '50000.00' },
    });
  });

  it('counts the step from zero in whole grosze', () => {
    expect(checkInvestmentValue('1050.00', limits)).toEqual({
      label: 'error.offerCannotBeAcceptedStep',
      params: { step: '100.00' },
    });
    expect(checkInvestmentValue('1000.10', { ...limits, investmentValueStep: '0.10' })).toBeNull();
    expect(checkInvestmentValue('1000.15', { ...limits, investmentValueStep: '0.10' })?.label).toBe(
      'error.offerCannotBeAcceptedStep',
    );
  });

  it('treats a step of 0 or none as no step: any amount to the grosz between the bounds', () => {
    expect(checkInvestmentValue('1234.57', { ...limits, investmentValueStep: '0.00' })).toBeNull();
    expect(checkInvestmentValue('1234.57', { ...limits, investmentValueStep: null })).toBeNull();
    expect(checkInvestmentValue('999.99', { ...limits, investmentValueStep: '0.00' })?.label).toBe(
      'error.offerCannotBeAcceptedMin',
    );
  });
});

describe('investmentValueIssueMessage', () => {
  it('writes the limit as money in the language', () => {
    const issue = checkInvestmentValue('500.00', limits);
    if (!issue) throw new Error('expected an issue');
    expect(investmentValueIssueMessage(issue, 'PLN', 'pl')).toBe(
      'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
    );
    expect(investmentValueIssueMessage(issue, 'EUR', 'en')).toBe(
      'The offer cannot be accepted: the minimum investment amount is 1 000.00 EUR',
    );
  });

  it('uses the validation message for a missing amount', () => {
    const issue = checkInvestmentValue('', limits);
    if (!issue) throw new Error('expected an issue');
    expect(investmentValueIssueMessage(issue, 'PLN', 'pl')).toBe('Wartość inwestycji jest wymagana');
  });
});
