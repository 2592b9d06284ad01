import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isDocumentExpiryValid, isoDateInTimeZone, isValidIsoDate } from './dates.ts';

describe('isValidIsoDate', () => {
  it('accepts real calendar dates', () => {
    for (const value of ['2024-02-29', '2000-02-29', '1999-12-31', '2025-01-01']) expect(isValidIsoDate(value)).toBe(true);
  });

  it('rejects impossible dates and other formats', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-01',
      '01.01.2024',
      '2024-01-01T00:00:00Z',
      '',
    ]) {
      expect(isValidIsoDate(value)).toBe(false);
    }
  });
});

describe('isoDateInTimeZone', () => {
  it('gives the Warsaw calendar day, which is ahead of UTC late in the evening', () => {
    expect(isoDateInTimeZone(new Date('2024-01-01T22:59:59Z'))).toBe('2024-01-01');
    expect(isoDateInTimeZone(new Date('2024-01-01T23:00:00Z'))).toBe('2024-01-02'); // CET, UTC+1
    expect(isoDateInTimeZone(new Date('2024-07-01T21:59:59Z'))).toBe('2024-07-01');
    expect(isoDateInTimeZone(new Date('2024-07-01T22:00:00Z'))).toBe('2024-07-02'); // CEST, UTC+2
    expect(isoDateInTimeZone(new Date('2024-07-01T22:00:00Z'), 'UTC')).toBe('2024-07-01');
  });
});

describe('addDaysToIsoDate', () => {
  it('crosses months, years and leap days', () => {
    expect(addDaysToIsoDate('2024-02-25', 7)).toBe('2024-03-03');
    expect(addDaysToIsoDate('2023-02-25', 7)).toBe('2023-03-04');
    expect(addDaysToIsoDate('2024-12-28', 7)).toBe('2025-01-04');
    expect(addDaysToIsoDate('2024-03-31', 0)).toBe('2024-03-31');
    expect(addDaysToIsoDate('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('isDocumentExpiryValid', () => {
  const today = new Date('2024-06-10T10:00:00Z');

  it('accepts today + 7 days and later', () => {
    expect(isDocumentExpiryValid('2024-06-17', today)).toBe(true);
    expect(isDocumentExpiryValid('2030-01-01', today)).toBe(true);
  });

  it('rejects anything earlier than 7 days from today', () => {
    expect(isDocumentExpiryValid('2024-06-16', today)).toBe(false);
    expect(isDocumentExpiryValid('2024-06-10', today)).toBe(false);
    expect(isDocumentExpiryValid('2020-01-01', today)).toBe(false);
  });

  it('counts from the Warsaw day: at 00:30 in Warsaw it is already the next day', () => {
    const justAfterMidnightInWarsaw = new Date('2024-06-09T22:30:00Z'); // 2024-06-10 00:30 CEST
    expect(isDocumentExpiryValid('2024-06-16', justAfterMidnightInWarsaw)).toBe(false);
    expect(isDocumentExpiryValid('2024-06-17', justAfterMidnightInWarsaw)).toBe(true);
  });

  it('rejects an invalid date', () => {
    expect(isDocumentExpiryValid('2030-02-30', today)).toBe(false);
    expect(isDocumentExpiryValid('indefinitely', today)).toBe(false);
  });
});
