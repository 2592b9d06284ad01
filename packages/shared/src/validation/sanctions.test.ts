import { describe, expect, it } from 'vitest';
import { sanctionsPercentagesTotalOk } from './sanctions.ts';

describe('sanctionsPercentagesTotalOk', () => {
  it('accepts a total of at most 100', () => {
    expect(sanctionsPercentagesTotalOk([])).toBe(true);
    expect(sanctionsPercentagesTotalOk([100])).toBe(true);
    expect(sanctionsPercentagesTotalOk([50, '25', '25,00'])).toBe(true);
    expect(sanctionsPercentagesTotalOk([33.33, 33.33, 33.34])).toBe(true);
  });

  it('rejects a total over 100, however small the excess', () => {
    expect(sanctionsPercentagesTotalOk([50, 50.01])).toBe(false);
    expect(sanctionsPercentagesTotalOk(['99.999', '0.002'])).toBe(false);
    expect(sanctionsPercentagesTotalOk([101])).toBe(false);
  });

  it('is exact where floating point is not', () => {
    // 64.04 + 0.01 + 35.95 is 100.00000000000001 in floating point.
    expect(64.04 + 0.01 + 35.95).toBeGreaterThan(100);
    expect(sanctionsPercentagesTotalOk([64.04, 0.01, 35.95])).toBe(true);
    expect(sanctionsPercentagesTotalOk(['64,04', '0.01', 35.95])).toBe(true);
  });

  it('counts empty entries as 0', () => {
    expect(sanctionsPercentagesTotalOk([null, undefined, '', ' ', 60, 40])).toBe(true);
    expect(sanctionsPercentagesTotalOk([null, undefined, '', 60, 41])).toBe(false);
  });

  it('is not OK with a negative or non-numeric entry', () => {
    expect(sanctionsPercentagesTotalOk([150, -60])).toBe(false);
    expect(sanctionsPercentagesTotalOk([10, 'ten'])).toBe(false);
    expect(sanctionsPercentagesTotalOk([10, Number.NaN])).toBe(false);
  });
});
