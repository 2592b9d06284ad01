import { describe, expect, it } from 'vitest';
import { issuesToViolations } from '../validation/zod.ts';
import { advisorFormDefinition, advisorInputSchema } from './advisors.ts';

const NORTH = '6f1c1d2e-0000-4000-8000-000000000001';
const SOUTH = '6f1c1d2e-0000-4000-8000-000000000002';
const today = () => new Date('2026-11-23T10:00:00Z');
const schema = advisorInputSchema({ today });

function violations(input: unknown, language: 'pl' | 'en' = 'en') {
  const result = schema.safeParse(input);
  return result.success ? [] : issuesToViolations(result.error.issues, language).map((v) => [v.propertyPath, v.title]);
}

const valid = { firstName: ' Anna ', surname: 'Nowak', email: 'Anna@Example.COM', brokerNetworkIds: [NORTH] };

describe('advisorInputSchema', () => {
  it('normalises a minimal advisor: trimmed names, lower-case e-mail, empty optional fields as null', () => {
    expect(schema.parse({ ...valid, externalId: '  ', phoneNo: '' })).toEqual({
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'anna@example.com',
      brokerNetworkIds: [NORTH],
      coordinatedNetworkIds: [],
      externalId: null,
      phoneNo: null,
      documentType: null,
      documentNo: null,
      documentExpiryDate: null,
      documentIndefinite: false,
      documentCountry: null,
      powerOfAttorneyStart: null,
      powerOfAttorneyEnd: null,
    });
  });

  it('reports every missing required field with the spec messages, the network rule included', () => {
    expect(violations({ firstName: '', surname: ' ', email: 'x', brokerNetworkIds: [] })).toEqual([
      ['firstName', 'This field is required'],
      ['surname', 'This field is required'],
      ['email', 'Enter a valid e-mail address'],
      ['brokerNetworkIds', 'An advisor must belong to at least one network'],
    ]);
    expect(violations({ ...valid, brokerNetworkIds: undefined }, 'pl')).toEqual([
      ['brokerNetworkIds', 'Doradca musi należeć do co najmniej jednej sieci'],
    ]);
  });

  it('refuses a power of attorney that ends before it starts, and accepts one ending the same day', () => {
    expect(violations({ ...valid, powerOfAttorneyStart: '2026-05-02', powerOfAttorneyEnd: '2026-05-01' })).toEqual([
      ['powerOfAttorneyEnd', 'The end date cannot be earlier than the start date'],
    ]);
    expect(violations({ ...valid, powerOfAttorneyStart: '2026-05-02', powerOfAttorneyEnd: '2026-05-02' })).toEqual([]);
    expect(violations({ ...valid, powerOfAttorneyStart: '2026-02-30' })).toEqual([['powerOfAttorneyStart', 'Invalid date']]);
  });

  it('shows the date-order problem beside a problem in a field the rule does not read', () => {
    expect(
      violations({ ...valid, brokerNetworkIds: [], powerOfAttorneyStart: '2026-05-02', powerOfAttorneyEnd: '2026-05-01' }),
    ).toEqual([
      ['brokerNetworkIds', 'An advisor must belong to at least one network'],
      ['powerOfAttorneyEnd', 'The end date cannot be earlier than the start date'],
    ]);
  });

  it('requires complete identity document data once any of it is given, expiring at least 7 days from today', () => {
    expect(violations({ ...valid, documentNo: 'ABC123456' })).toEqual([
      ['documentType', 'This field is required'],
      ['documentCountry', 'This field is required'],
      ['documentExpiryDate', 'This field is required'],
    ]);
    const document = { documentType: 'ID_CARD', documentNo: 'ABC123456', documentCountry: 'pl' };
    expect(violations({ ...valid, ...document, documentExpiryDate: '2026-11-29' })[0]?.[0]).toBe('documentExpiryDate');
    expect(violations({ ...valid, ...document, documentExpiryDate: '2026-11-30' })).toEqual([]);
    expect(schema.parse({ ...valid, ...document, documentIndefinite: true }).documentCountry).toBe('PL');
    expect(violations({ ...valid, ...document, documentIndefinite: true, documentExpiryDate: '2030-01-01' })).toEqual([
      ['documentExpiryDate', 'Invalid value'],
    ]);
  });

  it('allows coordinating only networks the advisor belongs to', () => {
    expect(violations({ ...valid, coordinatedNetworkIds: [SOUTH] })).toEqual([
      ['coordinatedNetworkIds', 'An advisor can coordinate only a network they belong to'],
    ]);
    expect(violations({ ...valid, brokerNetworkIds: [NORTH, SOUTH], coordinatedNetworkIds: [SOUTH] })).toEqual([]);
  });

  it('refuses a body that is not an object with one violation, without running the cross-field rules', () => {
    for (const body of [[valid], [], 'text', 42, null]) {
      expect(violations(body).map(([path]) => path)).toEqual(['']);
    }
  });
});

describe('advisorFormDefinition', () => {
  it('derives required flags from the schema and carries the network options', () => {
    const definition = advisorFormDefinition({ networks: [{ id: NORTH, name: 'Północ' }], canManageCoordinators: false });
    const byName = Object.fromEntries(definition.fields.map((field) => [field.name, field]));
    expect(definition.fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'firstName',
      'surname',
      'email',
      'brokerNetworkIds',
    ]);
    expect(byName.brokerNetworkIds?.options).toEqual([{ value: NORTH, label: 'Północ' }]);
    expect(byName.coordinatedNetworkIds?.readOnly).toBe(true);
    expect(byName.firstName?.maxLength).toBe(100);
    expect(byName.documentType?.options?.map((option) => option.value)).toEqual(['ID_CARD', 'PASSPORT']);
  });
});
