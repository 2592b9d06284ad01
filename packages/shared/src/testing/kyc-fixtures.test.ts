import { describe, expect, it } from 'vitest';
import * as shared from '../index.ts';
import { kycSubmitSchema } from '../schemas/kyc-rules.ts';
import { validKycCompany, validKycForeignPerson, validKycPerson } from './kyc-fixtures.ts';

describe('KYC fixtures', () => {
  it('pass the full validation, today and in five years less a week', () => {
    const inAlmostFiveYears = new Date(Date.now() + (5 * 365 - 8) * 24 * 60 * 60 * 1000);
    for (const today of [() => new Date(), () => inAlmostFiveYears]) {
      const schema = kycSubmitSchema({ enableLegalPerson: true, today });
      for (const fixture of [validKycPerson(), validKycCompany(), validKycForeignPerson()]) {
        expect(schema.safeParse(fixture).error?.issues ?? []).toEqual([]);
      }
    }
  });

  it('are fresh objects on every call', () => {
    const first = validKycPerson();
    first.residentialAddress.city = 'Gdańsk';
    expect(validKycPerson().residentialAddress.city).toBe('Warszawa');
  });

  it('stay out of the package`s main entry (and so out of production bundles)', () => {
    expect(Object.keys(shared)).not.toContain('validKycPerson');
    expect(Object.keys(shared)).toContain('kycSubmitSchema');
  });
});
