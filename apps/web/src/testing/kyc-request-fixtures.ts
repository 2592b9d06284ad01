import {
  ZKycAnswersSchema,
  kycSubmitSchema,
  maskKycAnswers,
  type TKycRequestDetail,
  type TKycRequestRow,
  type TSendKycRequestResult,
} from '@emisja/shared';
import { validKycCompany, validKycPerson } from '@emisja/shared/testing/kyc-fixtures';
import { dashboardAnswers } from './admin-fixtures';
import { networks } from './advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from './fixtures';
import { jsonResponse, mockServerApi, type MockAnswer } from './server-api';

// Answers of the advisor panel's KYC endpoints (issue 12; product-decisions section 9), shaped like the demo data.

export const KYC_REQUEST_SUBMITTED_ID = 'e1e1e1e1-0000-4000-8000-000000000001';
export const KYC_REQUEST_SENT_ID = 'e1e1e1e1-0000-4000-8000-000000000002';
export const KYC_REQUEST_EXPIRED_ID = 'e1e1e1e1-0000-4000-8000-000000000003';
export const KYC_ADVISOR_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
export const KYC_OTHER_ADVISOR_ID = 'a1a1a1a1-0000-4000-8000-000000000002';

export const KYC_REQUESTS_PATH = '/api/advisor/kyc/investor-request';

export function kycRequestRow(overrides: Partial<TKycRequestRow> = {}): TKycRequestRow {
  return {
    id: KYC_REQUEST_SUBMITTED_ID,
    investorEmail: 'anna.kowalska@example.com',
    investorName: 'Anna Kowalska',
    advisorId: KYC_ADVISOR_ID,
    advisorName: 'Piotr Kowalski',
    status: 'submitted',
    identityVerification: 'in-progress',
    createdAt: '2026-11-02T09:15:00.000Z',
    submittedAt: '2026-11-03T18:40:00.000Z',
    expiresAt: '2026-12-02T09:15:00.000Z',
    ...overrides,
  };
}

/** Newest first, as the server sorts them by default. */
export function kycRequestRows(): TKycRequestRow[] {
  return [
    kycRequestRow(),
    kycRequestRow({
      id: KYC_REQUEST_SENT_ID,
      investorEmail: 'jan.nowak@example.com',
      investorName: null,
      advisorId: KYC_OTHER_ADVISOR_ID,
      advisorName: 'Anna Nowak',
      status: 'sent',
      identityVerification: 'not-started',
      createdAt: '2026-11-01T08:00:00.000Z',
      submittedAt: null,
      expiresAt: '2026-12-01T08:00:00.000Z',
    }),
    kycRequestRow({
      id: KYC_REQUEST_EXPIRED_ID,
      investorEmail: 'ewa.zielinska@example.com',
      investorName: 'Ewa Zielińska',
      status: 'expired',
      identityVerification: 'not-started',
      createdAt: '2026-09-01T08:00:00.000Z',
      submittedAt: null,
      expiresAt: '2026-10-01T08:00:00.000Z',
    }),
  ];
}

/** A submitted questionnaire as the server stores it (the submit's output), masked when `isMasked`. */
export function submittedKycAnswers({ isCompany = false, isMasked = false } = {}) {
  const answers = ZKycAnswersSchema.parse(
    kycSubmitSchema({ enableLegalPerson: true }).parse(isCompany ? validKycCompany() : validKycPerson()),
  );
  return isMasked ? maskKycAnswers(answers) : answers;
}

export function kycRequestDetail(overrides: Partial<TKycRequestDetail> = {}): TKycRequestDetail {
  return {
    ...kycRequestRow(),
    answers: submittedKycAnswers(),
    identityVerificationHistory: [
      { status: 'in-progress', note: null, decidedBy: 'System', decidedAt: '2026-11-03T18:40:00.000Z' },
    ],
    canDecideIdentityVerification: false,
    ...overrides,
  };
}

export function sendKycRequestResult(investorEmail: string): TSendKycRequestResult {
  return {
    id: crypto.randomUUID(),
    status: 'sent',
    investorEmail,
    expiresAt: '2026-12-25T10:00:00.000Z',
  };
}

/** The rows as the list endpoint answers them, with the total in X-Total-Count. */
export function kycListAnswer(rows: TKycRequestRow[] = kycRequestRows(), total = rows.length) {
  return (): Response =>
    new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });
}

/** The advisor panel's start-up calls and the KYC list; `answers` add or replace endpoints ("METHOD /path"). */
export function mockKycPanel(answers: Record<string, MockAnswer> = {}, user = advisorUser()) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    [`GET ${KYC_REQUESTS_PATH}`]: kycListAnswer(),
    ...answers,
  });
}
