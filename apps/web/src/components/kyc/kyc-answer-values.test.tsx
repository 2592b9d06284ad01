import { SANCTIONED_COUNTRIES, SANCTIONED_COUNTRY_LABELS } from '@emisja/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerList, formatBankAccountAnswer, formatPercentAnswer, formatSanctionTie, isPresent } from './kyc-answer-values';

describe('the questionnaire answers’ values', () => {
  it('counts a blank or missing text as no answer', () => {
    expect([isPresent('Jan'), isPresent('  '), isPresent(''), isPresent(null), isPresent(undefined)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('writes a share in the reader’s number format, a draft’s text that is not a number as typed', () => {
    expect(formatPercentAnswer('12.5', 'pl')).toBe('12,50%');
    expect(formatPercentAnswer('12,5', 'en')).toBe('12.50%');
    expect(formatPercentAnswer('abc', 'pl')).toBe('abc%');
    expect(formatPercentAnswer('', 'pl')).toBe('');
    expect(formatPercentAnswer(null, 'pl')).toBe('');
  });

  it('writes a tie with a sanctioned country as the country and its share, a draft’s row without a country with a dash', () => {
    const [country] = SANCTIONED_COUNTRIES;
    expect(formatSanctionTie({ country, percent: '12.5' }, 'pl')).toBe(`${SANCTIONED_COUNTRY_LABELS.pl[country]}: 12,50%`);
    expect(formatSanctionTie({ country, percent: 3 }, 'en')).toBe(`${SANCTIONED_COUNTRY_LABELS.en[country]}: 3.00%`);
    expect(formatSanctionTie({ country: null, percent: '7,5' }, 'pl')).toBe('—: 7,50%');
  });

  it('groups a bank account in fours, but leaves a masked one as the server sent it', () => {
    expect(formatBankAccountAnswer('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccountAnswer('**********************2874')).toBe('**********************2874');
    expect(formatBankAccountAnswer('')).toBeNull();
  });

  it('lists many values one a line, and gives nothing for none', () => {
    expect(answerList([])).toBeNull();
    render(<>{answerList(['Polska: 123', 'Niemcy: 456'])}</>);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Polska: 123', 'Niemcy: 456']);
  });
});
