import { describe, expect, it } from 'vitest';
import { isOverdue } from './schedule-status';

describe('isOverdue', () => {
  it('marks unpaid rows and scheduled rows past their payment date, never paid, partial or cancelled ones', () => {
    const today = '2026-11-26';
    expect(isOverdue({ status: 'unpaid', paymentDate: '2026-12-31' }, today)).toBe(true);
    expect(isOverdue({ status: 'scheduled', paymentDate: '2026-11-25' }, today)).toBe(true);
    expect(isOverdue({ status: 'scheduled', paymentDate: '2026-11-26' }, today)).toBe(false);
    expect(isOverdue({ status: 'paid', paymentDate: '2026-01-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'partially paid', paymentDate: '2026-01-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'cancelled', paymentDate: '2026-01-01' }, today)).toBe(false);
  });
});
