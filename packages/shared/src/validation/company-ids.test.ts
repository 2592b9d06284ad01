import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidRegon, nipCheckDigit, regonCheckDigit } from './company-ids.ts';

// Independent oracles: the weights and rules written out again from the specification.
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON_9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON_14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

function weightedRemainder(digits: string, weights: number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
}
function withRegonCheck(digits: string, weights: number[]): string {
  return `${digits}${weightedRemainder(digits, weights) % 10}`;
}
function replaceDigit(value: string, position: number, shift: number): string {
  return `${value.slice(0, position)}${(Number(value[position]) + shift) % 10}${value.slice(position + 1)}`;
}

const validNip = fc
  .stringMatching(/^\d{9}$/)
  .filter((digits) => weightedRemainder(digits, NIP_WEIGHTS) !== 10)
  .map((digits) => `${digits}${weightedRemainder(digits, NIP_WEIGHTS)}`);
const validRegon9 = fc.stringMatching(/^\d{8}$/).map((digits) => withRegonCheck(digits, REGON_9_WEIGHTS));
/** A local unit: the parent's valid REGON-9, a 4-digit unit number, and the REGON-14 check digit. */
const validRegon14 = fc
  .tuple(validRegon9, fc.stringMatching(/^\d{4}$/))
  .map(([parent, unit]) => withRegonCheck(`${parent}${unit}`, REGON_14_WEIGHTS));

describe('isValidNip', () => {
  it('accepts a real NIP, also with dashes or spaces', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('526 025 02 74')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and other characters', () => {
    for (const value of ['5260250275', '526025027', '52602502744', '526025027a', 'PL5260250274', '']) {
      expect(isValidNip(value)).toBe(false);
    }
  });

  it('rejects 9 digits whose remainder is 10 whatever the last digit', () => {
    const digits = fc.sample(
      fc.stringMatching(/^\d{9}$/).filter((candidate) => weightedRemainder(candidate, NIP_WEIGHTS) === 10),
      { numRuns: 1, seed: 42 },
    )[0] as string;
    expect(nipCheckDigit(digits)).toBeNull();
    for (let last = 0; last <= 9; last++) expect(isValidNip(`${digits}${last}`)).toBe(false);
  });

  it('accepts every NIP built with the oracle', () => {
    fc.assert(
      fc.property(validNip, (nip) => {
        expect(isValidNip(nip)).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change (all weights are non-zero mod 11, and remainder 10 is invalid)', () => {
    fc.assert(
      fc.property(validNip, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (nip, position, shift) => {
        expect(isValidNip(replaceDigit(nip, position, shift))).toBe(false);
      }),
    );
  });
});

describe('isValidRegon', () => {
  it('accepts real 9- and 14-digit REGONs', () => {
    expect(isValidRegon('123456785')).toBe(true);
    expect(isValidRegon('12345678512347')).toBe(true);
  });

  it('rejects a wrong check digit and wrong lengths', () => {
    for (const value of ['123456784', '12345678512346', '12345678', '1234567851', '1234567851234', '12345678a', '']) {
      expect(isValidRegon(value)).toBe(false);
    }
  });

  it('checks the parent REGON-9 inside a REGON-14', () => {
    // The REGON-14 check digit is right, but the embedded REGON-9 (123456784) is not.
    const withBadParent = withRegonCheck('1234567841234', REGON_14_WEIGHTS);
    expect(isValidRegon(withBadParent)).toBe(false);
  });

  it('agrees with the oracle on the check digit (remainder 10 becomes 0)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{13}$/)), (digits) => {
        const weights = digits.length === 8 ? REGON_9_WEIGHTS : REGON_14_WEIGHTS;
        expect(regonCheckDigit(digits)).toBe(weightedRemainder(digits, weights) % 10);
      }),
    );
  });

  it('accepts every REGON-9 and REGON-14 built with the oracle', () => {
    fc.assert(
      fc.property(fc.oneof(validRegon9, validRegon14), (regon) => {
        expect(isValidRegon(regon)).toBe(true);
      }),
    );
  });

  // A single-digit change moves a weighted sum by a non-zero amount mod 11 (REGON-9 weights, and REGON-14 weights except the 0
  // at position 5, which the embedded REGON-9 covers with weight 4). It goes unnoticed only when the remainder moves between 0
  // and 10, because "10 -> 0" gives both the check digit 0: a limit of the REGON algorithm itself. The property states exactly that.
  it('rejects every single-digit change except the 0 <-> 10 remainder collision of the algorithm', () => {
    fc.assert(
      fc.property(fc.oneof(validRegon9, validRegon14), fc.nat(), fc.integer({ min: 1, max: 9 }), (regon, index, shift) => {
        const position = index % regon.length;
        const mutated = replaceDigit(regon, position, shift);
        const checks: Array<[length: number, weights: number[]]> =
          regon.length === 9
            ? [[9, REGON_9_WEIGHTS]]
            : [
                [9, REGON_9_WEIGHTS],
                [14, REGON_14_WEIGHTS],
              ];
        const isCollision = checks.every(([length, weights]) => {
          const before = weightedRemainder(regon.slice(0, length - 1), weights);
          const after = weightedRemainder(mutated.slice(0, length - 1), weights);
          const checkDigitChanged = position === length - 1;
          return !checkDigitChanged && (before === after || (before % 10 === 0 && after % 10 === 0));
        });
        expect(isValidRegon(mutated)).toBe(isCollision);
      }),
    );
  });

  it('has such collisions, so the exception above is real', () => {
    // Every REGON-9 with remainder 0 among '<d><d>000000' and every single change that turns its remainder into 10.
    let collisions = 0;
    for (let first = 0; first <= 9; first++) {
      for (let second = 0; second <= 9; second++) {
        const base = withRegonCheck(`${first}${second}000000`, REGON_9_WEIGHTS);
        if (weightedRemainder(base.slice(0, 8), REGON_9_WEIGHTS) !== 0) continue;
        for (let position = 0; position < 8; position++) {
          for (let shift = 1; shift <= 9; shift++) {
            const mutated = replaceDigit(base, position, shift);
            if (weightedRemainder(mutated.slice(0, 8), REGON_9_WEIGHTS) === 10) {
              expect(isValidRegon(mutated)).toBe(true);
              collisions++;
            }
          }
        }
      }
    }
    expect(collisions).toBeGreaterThan(0);
  });
});

describe('isValidKrs', () => {
  it('accepts exactly 10 digits that are not all zeros', () => {
    expect(isValidKrs('0000019193')).toBe(true);
    expect(isValidKrs('0000000001')).toBe(true);
  });

  it('rejects all zeros, other lengths and other characters', () => {
    for (const value of ['0000000000', '000019193', '00000191930', '000001919a', '']) {
      expect(isValidKrs(value)).toBe(false);
    }
  });
});
