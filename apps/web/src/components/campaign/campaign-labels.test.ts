import { describe, expect, it } from 'vitest';
import { fundingPercent } from './campaign-labels';

describe('fundingPercent', () => {
  it('is the whole percentage of the target, within 0 and 100', () => {
    expect(fundingPercent('1250000.00', '5000000.00')).toBe(25);
    expect(fundingPercent('4999999.99', '5000000.00')).toBe(99);
    expect(fundingPercent('6000000.00', '5000000.00')).toBe(100);
    expect(fundingPercent('10.00', '0.00')).toBe(0);
    // One decimal under 1 %: 0.9 % is not 0 %.
    expect(fundingPercent('45000.00', '5000000.00')).toBe(0.9);
    expect(fundingPercent('1.00', '5000000.00')).toBe(0.1);
    expect(fundingPercent('0.00', '5000000.00')).toBe(0);
  });
});
