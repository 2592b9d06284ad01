import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  issuesToViolations,
  issueToViolation,
  translateValidationMessage,
  withPasswordConfirmation,
  withPeselBirthDate,
  zBankAccount,
  zCheckboxChecked,
  zDecimal,
  zDocumentExpiryDate,
  zEmail,
  zEmailList,
  zInvitationMessage,
  zIsoDate,
  zKrs,
  zMoney,
  zNip,
  zNonEmptyArray,
  zPassword,
  zPesel,
  zPhone,
  zRegon,
  zRequiredString,
  zSanctionsPercentages,
  zUrl,
  zZipCode,
} from './zod.ts';

/** The issues of a failed parse, reduced to what callers use. */
function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  return issuesOf(schema, input).map((issue) => issue.message);
}
function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected ${JSON.stringify(input)} to pass: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe('zRequiredString', () => {
  const schema = zRequiredString({ min: 3, max: 5 });

  it('trims and accepts a string within the limits', () => {
    expect(parsed(schema, '  abc ')).toBe('abc');
  });

  it('reports one key per problem, with the limit in zod`s minimum/maximum', () => {
    expect(messagesOf(schema, undefined)).toEqual(['validation.required']);
    expect(messagesOf(schema, null)).toEqual(['validation.required']);
    expect(messagesOf(schema, '   ')).toEqual(['validation.required']);
    expect(messagesOf(schema, 42)).toEqual(['validation.invalid']);
    expect(issuesOf(schema, 'ab')).toMatchObject([{ code: 'too_small', minimum: 3, message: 'validation.minLength' }]);
    expect(issuesOf(schema, 'abcdef')).toMatchObject([{ code: 'too_big', maximum: 5, message: 'validation.maxLength' }]);
  });

  it('needs only a non-blank value without limits', () => {
    expect(parsed(zRequiredString(), 'x')).toBe('x');
    expect(messagesOf(zRequiredString(), '')).toEqual(['validation.required']);
  });
});

describe('zEmail', () => {
  it('trims and lower-cases', () => {
    expect(parsed(zEmail(), '  Jan.Kowalski@Emisja.PL ')).toBe('jan.kowalski@emisja.pl');
  });

  it('reports required or email, never both', () => {
    expect(messagesOf(zEmail(), '')).toEqual(['validation.required']);
    expect(messagesOf(zEmail(), 'jan@')).toEqual(['validation.email']);
  });
});

describe('zPassword and withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(
    z.object({ password: zPassword(), passwordConfirmation: zRequiredString() }),
    'password',
    'passwordConfirmation',
  );

  it('accepts a strong password confirmed, without trimming it', () => {
    expect(parsed(zPassword(), ' Demo1234! ')).toBe(' Demo1234! ');
    expect(parsed(schema, { password: 'Demo1234!', passwordConfirmation: 'Demo1234!' })).toEqual({
      password: 'Demo1234!',
      passwordConfirmation: 'Demo1234!',
    });
  });

  it('reports a weak password with the minimum length in params', () => {
    expect(issuesOf(zPassword(), 'demo1234')).toMatchObject([{ message: 'validation.passwordTooWeak', params: { min: 8 } }]);
    expect(messagesOf(zPassword(), '')).toEqual(['validation.required']);
  });

  it('puts the mismatch on the confirmation field, also when the password has its own issue', () => {
    expect(issuesOf(schema, { password: 'Demo1234!', passwordConfirmation: 'Demo1234?' })).toMatchObject([
      { path: ['passwordConfirmation'], message: 'validation.passwordsNotIdentical' },
    ]);
    expect(
      issuesOf(schema, { password: 'weak', passwordConfirmation: 'other' }).map((issue) => [issue.path, issue.message]),
    ).toEqual([
      [['password'], 'validation.passwordTooWeak'],
      [['passwordConfirmation'], 'validation.passwordsNotIdentical'],
    ]);
  });

  it('reports only "required" for an empty confirmation', () => {
    expect(issuesOf(schema, { password: 'Demo1234!', passwordConfirmation: '' })).toMatchObject([
      { path: ['passwordConfirmation'], message: 'validation.required' },
    ]);
  });
});

describe('format builders', () => {
  it.each([
    ['zZipCode', zZipCode(), '00-950', '00950', 'validation.zipCode'],
    ['zPhone', zPhone(), '+48 512 345 678', '12', 'validation.phone'],
    ['zUrl', zUrl(), 'https://emisja.pl', 'javascript:alert(1)', 'validation.url'],
    ['zPesel', zPesel(), '44051401359', '44051401358', 'validation.pesel'],
    ['zRegon', zRegon(), '123456785', '123456784', 'validation.regon'],
    ['zKrs', zKrs(), '0000019193', '0000000000', 'validation.krs'],
    ['zEmailList', zEmailList(), 'a@x.pl;b@y.pl', 'a@x.pl; b@y.pl', 'validation.emailList'],
    ['zIsoDate', zIsoDate(), '2024-02-29', '2023-02-29', 'validation.invalidDate'],
  ])(
    '%s accepts a valid value, rejects an invalid one with its key, and requires a value',
    (_name, schema, valid, invalid, key) => {
      expect(parsed(schema, valid)).toBe(valid);
      expect(parsed(schema, ` ${valid} `)).toBe(valid);
      expect(messagesOf(schema, invalid)).toEqual([key]);
      expect(messagesOf(schema, '')).toEqual(['validation.required']);
      expect(messagesOf(schema, undefined)).toEqual(['validation.required']);
    },
  );

  it('zPhone reads national numbers in the given country', () => {
    expect(parsed(zPhone('DE'), '030 123456')).toBe('030 123456');
    expect(messagesOf(zPhone(), '030 123456')).toEqual(['validation.phone']);
  });

  it('zNip outputs the digits only', () => {
    expect(parsed(zNip(), '526-025-02-74')).toBe('5260250274');
    expect(messagesOf(zNip(), '526-025-02-75')).toEqual(['validation.nip']);
  });

  it('zBankAccount accepts a Polish number or an IBAN and outputs the compact form', () => {
    expect(parsed(zBankAccount(), '61 1090 1014 0000 0712 1981 2874')).toBe('61109010140000071219812874');
    expect(parsed(zBankAccount(), 'de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(messagesOf(zBankAccount(), 'PL62109010140000071219812874')).toEqual(['validation.bankAccount']);
  });

  it('zInvitationMessage needs at least 10 characters after trimming', () => {
    expect(parsed(zInvitationMessage(), 'Zapraszam!')).toBe('Zapraszam!');
    expect(messagesOf(zInvitationMessage(), '  Zapraszam  ')).toEqual(['validation.invitationMessageTooShort']);
    expect(issuesOf(zInvitationMessage(), 'Zapraszam')).toMatchObject([
      { code: 'too_small', minimum: 10, message: 'validation.invitationMessageTooShort' },
    ]);
  });
});

describe('zDocumentExpiryDate', () => {
  const schema = zDocumentExpiryDate({ today: () => new Date('2024-06-10T10:00:00Z') });

  it('accepts today + 7 days and rejects earlier dates with the number of days in params', () => {
    expect(parsed(schema, '2024-06-17')).toBe('2024-06-17');
    expect(issuesOf(schema, '2024-06-16')).toMatchObject([{ message: 'validation.documentExpiryTooSoon', params: { days: 7 } }]);
  });

  it('reports an invalid date before the expiry rule', () => {
    expect(messagesOf(schema, '2024-02-30')).toEqual(['validation.invalidDate']);
  });

  it('uses the current date by default', () => {
    expect(messagesOf(zDocumentExpiryDate(), '2000-01-01')).toEqual(['validation.documentExpiryTooSoon']);
    expect(parsed(zDocumentExpiryDate(), '2999-12-31')).toBe('2999-12-31');
  });
});

describe('zSanctionsPercentages', () => {
  it('accepts a total of at most 100 with empty entries', () => {
    expect(parsed(zSanctionsPercentages(), [50, '25,5', null, undefined, ''])).toEqual([50, '25,5', null, undefined, '']);
  });

  it('reports a total over 100 on the list', () => {
    expect(issuesOf(zSanctionsPercentages(), [50, '50.01'])).toMatchObject([
      { path: [], message: 'validation.sanctionsPercentagesTotal' },
    ]);
  });

  it('reports a bad entry on its index, and then not the total', () => {
    expect(issuesOf(zSanctionsPercentages(), [50, 'x', 60])).toMatchObject([{ path: [1], message: 'validation.number' }]);
    expect(issuesOf(zSanctionsPercentages(), [-5])).toMatchObject([
      { path: [0], message: 'validation.minValue', params: { min: 0 } },
    ]);
  });
});

describe('zDecimal and zMoney', () => {
  it('outputs the canonical string for strings and JSON numbers', () => {
    expect(parsed(zDecimal(), '1 234,5')).toBe('1234.50');
    expect(parsed(zMoney(), '12500')).toBe('12500.00');
    expect(parsed(zDecimal(), 12.5)).toBe('12.50');
  });

  it('reports required and decimal', () => {
    expect(messagesOf(zDecimal(), '')).toEqual(['validation.required']);
    expect(messagesOf(zDecimal(), undefined)).toEqual(['validation.required']);
    expect(messagesOf(zDecimal(), '1.234')).toEqual(['validation.decimal']);
    expect(messagesOf(zDecimal(), 0.1 + 0.2)).toEqual(['validation.decimal']);
    expect(messagesOf(zDecimal(), true)).toEqual(['validation.invalid']);
  });
});

describe('zCheckboxChecked', () => {
  it('accepts only true', () => {
    expect(parsed(zCheckboxChecked(), true)).toBe(true);
    expect(messagesOf(zCheckboxChecked(), false)).toEqual(['validation.checkboxRequired']);
    expect(messagesOf(zCheckboxChecked(), undefined)).toEqual(['validation.checkboxRequired']);
  });
});

describe('zNonEmptyArray', () => {
  it('reports the given key for an empty or missing list', () => {
    expect(parsed(zNonEmptyArray('validation.networkRequired'), ['n1'])).toEqual(['n1']);
    expect(messagesOf(zNonEmptyArray('validation.networkRequired'), [])).toEqual(['validation.networkRequired']);
    expect(messagesOf(zNonEmptyArray('validation.industryRequired'), undefined)).toEqual(['validation.industryRequired']);
  });

  it('validates the items with the given schema', () => {
    const schema = zNonEmptyArray('validation.industryRequired', z.number());
    expect(parsed(schema, [1, 2])).toEqual([1, 2]);
    expect(issuesOf(schema, [1, 'x'])).toMatchObject([{ path: [1] }]);
  });
});

describe('withPeselBirthDate', () => {
  const schema = withPeselBirthDate(z.object({ pesel: zPesel(), birthDay: zIsoDate() }), 'pesel', 'birthDay');

  it('puts a mismatch on the PESEL field', () => {
    expect(parsed(schema, { pesel: '44051401359', birthDay: '1944-05-14' })).toEqual({
      pesel: '44051401359',
      birthDay: '1944-05-14',
    });
    expect(issuesOf(schema, { pesel: '44051401359', birthDay: '1944-05-15' })).toMatchObject([
      { path: ['pesel'], message: 'validation.peselBirthDateMismatch' },
    ]);
  });

  it('does not add a mismatch to an invalid PESEL or date', () => {
    expect(messagesOf(schema, { pesel: '44051401358', birthDay: '1944-05-15' })).toEqual(['validation.pesel']);
    expect(messagesOf(schema, { pesel: '44051401359', birthDay: '1944-02-30' })).toEqual(['validation.invalidDate']);
  });
});

describe('issueToViolation', () => {
  const form = z.object({
    investors: z.array(z.object({ email: zEmail() })),
    investmentValue: zDecimal(),
    name: zRequiredString({ max: 30 }),
  });

  it('joins the path with dots and translates our key, keeping it as the code', () => {
    const issues = issuesOf(form, {
      investors: [{ email: 'ok@emisja.pl' }, { email: 'bad' }],
      investmentValue: '1000',
      name: 'Jan',
    });
    expect(issuesToViolations(issues, 'en')).toEqual([
      { propertyPath: 'investors.1.email', title: 'Enter a valid e-mail address', code: 'validation.email' },
    ]);
    expect(issuesToViolations(issues, 'pl')).toEqual([
      { propertyPath: 'investors.1.email', title: 'Wpisz poprawny adres e-mail', code: 'validation.email' },
    ]);
  });

  it('fills limits from zod`s maximum', () => {
    const issues = issuesOf(form, { investors: [], investmentValue: '500', name: 'x'.repeat(31) });
    expect(issuesToViolations(issues, 'pl')).toEqual([
      { propertyPath: 'name', title: 'Maksymalna liczba znaków: 30', code: 'validation.maxLength' },
    ]);
  });

  it('translates a required root value with an empty path', () => {
    const [issue] = issuesOf(zRequiredString(), '');
    expect(issueToViolation(issue as z.core.$ZodIssue, 'pl')).toEqual({
      propertyPath: '',
      title: 'To pole jest wymagane',
      code: 'validation.required',
    });
  });

  it('maps zod`s own issues to our messages, with zod`s code', () => {
    const plain = z.object({
      name: z.string().min(3),
      code: z.string().length(4),
      title: z.string().min(1),
      age: z.number().min(18).max(99),
      email: z.email(),
      website: z.url(),
      date: z.iso.date(),
      tags: z.array(z.string()).min(2),
      missing: z.string(),
      count: z.number(),
      kind: z.enum(['a', 'b']),
    });
    const issues = issuesOf(plain, {
      name: 'ab',
      code: 'abc',
      title: '',
      age: 100,
      email: 'x',
      website: 'nope',
      date: '2024-13-01',
      tags: ['a'],
      count: 'seven',
      kind: 'c',
    });
    const byPath = Object.fromEntries(issuesToViolations(issues, 'en').map((violation) => [violation.propertyPath, violation]));
    expect(byPath).toEqual({
      name: { propertyPath: 'name', title: 'Minimum number of characters: 3', code: 'too_small' },
      code: { propertyPath: 'code', title: 'Required number of characters: 4', code: 'too_small' },
      title: { propertyPath: 'title', title: 'This field is required', code: 'too_small' },
      age: { propertyPath: 'age', title: 'The maximum value is 99', code: 'too_big' },
      email: { propertyPath: 'email', title: 'Enter a valid e-mail address', code: 'invalid_format' },
      website: { propertyPath: 'website', title: 'Invalid URL', code: 'invalid_format' },
      date: { propertyPath: 'date', title: 'Invalid date', code: 'invalid_format' },
      tags: { propertyPath: 'tags', title: 'Minimum number of items: 2', code: 'too_small' },
      missing: { propertyPath: 'missing', title: 'This field is required', code: 'invalid_type' },
      // zod leaves the input out of issues by default, so a wrong type reads as a missing value (see the next test).
      count: { propertyPath: 'count', title: 'This field is required', code: 'invalid_type' },
      kind: { propertyPath: 'kind', title: 'Invalid value', code: 'invalid_value' },
    });
  });

  it('tells a wrong type from a missing value when zod reports the input', () => {
    const result = z
      .object({ count: z.number(), name: z.string() })
      .safeParse({ count: 'seven', name: 5 }, { reportInput: true });
    expect(issuesToViolations(result.error?.issues ?? [], 'pl')).toEqual([
      { propertyPath: 'count', title: 'Wpisz poprawną liczbę', code: 'invalid_type' },
      { propertyPath: 'name', title: 'Niepoprawna wartość', code: 'invalid_type' },
    ]);
  });

  it('keeps the text of a refinement that does not use our keys', () => {
    const [issue] = issuesOf(
      z.string().refine(() => false, 'Custom text'),
      'x',
    );
    expect(issueToViolation(issue as z.core.$ZodIssue, 'pl')).toEqual({ propertyPath: '', title: 'Custom text', code: 'custom' });
  });

  it('handles an unrecognized key of a strict object', () => {
    const [issue] = issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 });
    expect(issueToViolation(issue as z.core.$ZodIssue, 'en')).toEqual({
      propertyPath: '',
      title: 'Invalid value',
      code: 'unrecognized_keys',
    });
  });
});

describe('translateValidationMessage', () => {
  it('translates our keys with params', () => {
    expect(translateValidationMessage('validation.required', 'pl')).toBe('To pole jest wymagane');
    expect(translateValidationMessage('validation.minLength', 'en', { min: 3 })).toBe('Minimum number of characters: 3');
  });

  it('returns any other message unchanged', () => {
    expect(translateValidationMessage('Already a sentence', 'pl')).toBe('Already a sentence');
    expect(translateValidationMessage('validation.unknownKey', 'en')).toBe('validation.unknownKey');
  });
});
