import { describe, expect, it } from 'vitest';
import { validKycPerson } from '../testing/kyc-fixtures.ts';
import { issuesToViolations } from '../validation/zod.ts';
import { ZKycAnswersSchema } from './kyc-questionnaire.ts';
import {
  KYC_REQUEST_LIST_DEFAULT_SORT,
  KYC_REQUEST_LIST_FILTERS,
  KYC_REQUEST_LIST_SORT_COLUMNS,
  ZIdentityVerificationDecisionSchema,
  ZIdentityVerificationWebhookSchema,
  ZKycCompanyRegisterParamsSchema,
  ZKycRequestDetailSchema,
  ZSendKycRequestSchema,
  ZVatWhitelistRequestSchema,
  ZVatWhitelistResultSchema,
} from './kyc-requests.ts';
import { kycSubmitSchema } from './kyc-rules.ts';

const REQUEST_ID = '6f1c1d2e-0000-4000-8000-000000000001';

function messages(schema: { safeParse(input: unknown): { error?: { issues: unknown[] } } }, input: unknown) {
  const issues = (schema.safeParse(input).error?.issues ?? []) as { path: PropertyKey[]; message: string }[];
  return issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('ZSendKycRequestSchema', () => {
  it('takes one e-mail (lower-cased) and a message of at least 10 characters', () => {
    expect(ZSendKycRequestSchema.parse({ investorEmail: ' Jan@Example.PL ', message: 'Proszę o wypełnienie.' })).toEqual({
      investorEmail: 'jan@example.pl',
      message: 'Proszę o wypełnienie.',
    });
    expect(messages(ZSendKycRequestSchema, { investorEmail: 'a@b.pl;c@d.pl', message: 'short' })).toEqual([
      ['investorEmail', 'validation.email'],
      ['message', 'validation.invitationMessageTooShort'],
    ]);
  });
});

describe('ZIdentityVerificationDecisionSchema', () => {
  it('needs a note when the verification failed, with its own message', () => {
    const violations = issuesToViolations(
      ZIdentityVerificationDecisionSchema.safeParse({ status: 'failed', note: ' ' }).error?.issues ?? [],
      'pl',
    );
    expect(violations).toEqual([
      {
        propertyPath: 'note',
        title: 'Podaj powód negatywnej weryfikacji tożsamości',
        code: 'validation.verificationNoteRequired',
      },
    ]);
  });

  it('takes success and in-progress without a note, and limits a note to 1000 characters', () => {
    expect(ZIdentityVerificationDecisionSchema.parse({ status: 'success' })).toEqual({ status: 'success', note: null });
    expect(ZIdentityVerificationDecisionSchema.parse({ status: 'in-progress', note: ' Czekam ' }).note).toBe('Czekam');
    expect(messages(ZIdentityVerificationDecisionSchema, { status: 'failed', note: 'x'.repeat(1001) })).toEqual([
      ['note', 'validation.maxLength'],
    ]);
    expect(messages(ZIdentityVerificationDecisionSchema, { status: 'not-started' })).toEqual([['status', 'validation.invalid']]);
  });
});

describe('the list', () => {
  it('filters text with like/leq, selects with in and dates as ranges', () => {
    expect(KYC_REQUEST_LIST_FILTERS.investorEmail).toEqual(['like', 'leq']);
    expect(KYC_REQUEST_LIST_FILTERS.status).toEqual(['in']);
    expect(KYC_REQUEST_LIST_FILTERS.createdAtFrom).toEqual(['gte']);
    expect(KYC_REQUEST_LIST_FILTERS.submittedAtTo).toEqual(['lte']);
    expect(KYC_REQUEST_LIST_SORT_COLUMNS).toContain(KYC_REQUEST_LIST_DEFAULT_SORT.column);
  });
});

describe('ZKycRequestDetailSchema', () => {
  it('carries the submitted answers (or a draft) as they are', () => {
    const answers = kycSubmitSchema({ enableLegalPerson: false }).parse(validKycPerson());
    const detail = ZKycRequestDetailSchema.parse({
      id: REQUEST_ID,
      investorEmail: 'anna@example.pl',
      investorName: 'Anna Kowalska',
      advisorId: REQUEST_ID,
      advisorName: 'Jan Doradca',
      status: 'submitted',
      identityVerification: 'in-progress',
      createdAt: '2026-11-20T10:00:00Z',
      submittedAt: '2026-11-21T10:00:00Z',
      expiresAt: '2026-12-20T10:00:00Z',
      answers,
      identityVerificationHistory: [
        { status: 'in-progress', note: null, decidedBy: 'System', decidedAt: '2026-11-21T10:00:00Z' },
      ],
      canDecideIdentityVerification: true,
    });
    expect(ZKycAnswersSchema.parse(detail.answers)).toEqual(answers);
  });
});

describe('public registers', () => {
  it('refuses a company register lookup without a number, with the spec message', () => {
    expect(messages(ZKycCompanyRegisterParamsSchema, { token: 't', krs: ' ' })).toEqual([
      ['krs', 'validation.companyRegisterNumberMissing'],
    ]);
    expect(messages(ZKycCompanyRegisterParamsSchema, { token: 't', krs: '123' })).toEqual([['krs', 'validation.krs']]);
    expect(ZKycCompanyRegisterParamsSchema.parse({ token: 't', krs: '0000123456' }).krs).toBe('0000123456');
  });

  it('checks the NIP and account sent to the VAT white list, in compact form', () => {
    expect(ZVatWhitelistRequestSchema.parse({ nip: '525-237-46-59', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' })).toEqual(
      { nip: '5252374659', bankAccount: 'PL61109010140000071219812874' },
    );
    expect(messages(ZVatWhitelistRequestSchema, { nip: '1', bankAccount: '1' })).toEqual([
      ['nip', 'validation.nip'],
      ['bankAccount', 'validation.bankAccount'],
    ]);
  });

  it('passes on a VAT status it does not know', () => {
    const result = { name: 'X', accountAssigned: false, requestId: null };
    expect(ZVatWhitelistResultSchema.parse({ ...result, statusVat: 'Czynny' }).statusVat).toBe('Czynny');
    expect(ZVatWhitelistResultSchema.parse({ ...result, statusVat: 'Nowy status' }).statusVat).toBe('Nowy status');
  });
});

describe('ZIdentityVerificationWebhookSchema', () => {
  it('takes the provider`s result for a request', () => {
    const body = { requestId: REQUEST_ID, status: 'failed', note: 'Dokument nieczytelny', providerReference: 'abc-1' };
    expect(ZIdentityVerificationWebhookSchema.parse(body)).toEqual(body);
    expect(messages(ZIdentityVerificationWebhookSchema, { requestId: 'x', status: 'in-progress' })).toEqual([
      ['requestId', 'validation.invalid'],
      ['status', 'validation.invalid'],
      ['providerReference', 'validation.required'],
    ]);
  });
});
