import {
  maskKycAnswers,
  type TKycCompanyRegister,
  type TKycDraftInput,
  type TKycPreview,
  type TPublicKycRequest,
  type TVatWhitelistResult,
} from '@emisja/shared';
import { validKycCompany, validKycPerson } from '@emisja/shared/testing/kyc-fixtures';

// Answers of the public KYC endpoints (/public-api/kyc/investor-request/...), built on the shared questionnaires that pass
// kycSubmitSchema (@emisja/shared/testing/kyc-fixtures).

export { validKycCompany, validKycForeignPerson, validKycPerson } from '@emisja/shared/testing/kyc-fixtures';

export const KYC_TOKEN = 'kyc-secret-token';
export const KYC_REQUEST_PATH = `/public-api/kyc/investor-request/${KYC_TOKEN}`;
export const KYC_PREVIEW_PATH = `/public-api/kyc/investor-request/preview/${KYC_TOKEN}`;

/** `GET .../{token}`: an open request; `draft: null` before the first save. */
export function publicKycRequest(overrides: Partial<TPublicKycRequest> = {}): TPublicKycRequest {
  return {
    status: 'sent',
    investorEmail: 'inwestor@example.com',
    enableLegalPerson: true,
    draft: null,
    identityVerification: 'not-started',
    expiresAt: '2026-12-24T23:00:00.000Z',
    ...overrides,
  };
}

/** A draft with everything of `validKycPerson()` except the given top-level fields. */
export function kycDraftWithout(...fields: (keyof TKycDraftInput)[]): TKycDraftInput {
  const draft: TKycDraftInput = validKycPerson();
  for (const field of fields) delete draft[field];
  return draft;
}

/** `GET .../preview/{token}`: the submitted (masked) answers of `validKycPerson()`. */
export function kycPreview(overrides: Partial<TKycPreview> = {}): TKycPreview {
  const person = validKycPerson();
  return {
    answers: maskKycAnswers({
      ...person,
      documentNo: 'ABA300000',
      bankAccount: '61109010140000071219812874',
      fatca: { usPerson: false, usTin: null },
      originOfFunds: { sources: ['salary', 'savings'], description: null },
    }),
    submittedAt: '2026-03-02T08:05:00.000Z',
    identityVerification: 'in-progress',
    ...overrides,
  };
}

/** `GET .../company-register/{krs}`: the company of `validKycCompany()` as the KRS register gives it. */
export function companyRegister(overrides: Partial<TKycCompanyRegister> = {}): TKycCompanyRegister {
  const { company } = validKycCompany();
  return {
    companyName: company.companyName,
    legalForm: company.legalForm,
    krsRegisterNumber: company.krsRegisterNumber,
    regonStatisticalNumber: company.regonStatisticalNumber,
    nip: '5252374659',
    coreBusiness: company.coreBusiness,
    registeredAddress: company.registeredAddress,
    representation: company.representation,
    representatives: [
      { firstName: 'Piotr', surname: 'Nowak', function: 'PREZES ZARZĄDU' },
      { firstName: 'Ewa', surname: 'Wiśniewska', function: 'CZŁONEK ZARZĄDU' },
    ],
    ...overrides,
  };
}

export function vatWhitelistResult(overrides: Partial<TVatWhitelistResult> = {}): TVatWhitelistResult {
  return {
    name: 'EMISJA TESTOWA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    statusVat: 'Czynny',
    accountAssigned: true,
    requestId: 'aBc12-3dEf45',
    ...overrides,
  };
}
