import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerList, formatBankAccountAnswer, formatPercentAnswer, isPresent } from './kyc-answer-values';

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
