import type { TKycDraft } from './kyc-questionnaire.ts';

// Personal numbers of the KYC questionnaire that "my data" screens and logs show masked (issue 12: PESEL, document numbers,
// tax numbers and bank accounts never appear in clear text in the logs). The company's NIP, REGON and KRS are public register
// data and stay readable.

/** The masked fields as logger redaction paths (pino's `redact` syntax), for request bodies holding a questionnaire. */
export const KYC_SECRET_PATHS = [
  'identificationNo',
  'documentNo',
  'taxNumberIdentification',
  'bankAccount',
  'fatca.usTin',
  'crsTaxResidencies[*].tin',
  'company.representatives[*].identificationNo',
] as const;

const VISIBLE_CHARACTERS = 4;

/**
 * All but the last 4 characters as '*', spaces dropped: '85031512345' -> '*******2345'. A value of 4 characters or fewer is
 * masked whole, so nothing short is ever shown in full.
 */
export function maskSecret(value: string): string {
  const compact = value.replace(/\s/g, '');
  if (compact.length <= VISIBLE_CHARACTERS) return '*'.repeat(compact.length);
  return '*'.repeat(compact.length - VISIBLE_CHARACTERS) + compact.slice(-VISIBLE_CHARACTERS);
}

function masked<T>(value: T): T {
  return (typeof value === 'string' && value !== '' ? maskSecret(value) : value) as T;
}

/** A copy with one key masked; a key the object does not have is not added. */
function withMasked<T extends object, K extends keyof T>(object: T, key: K): T {
  return key in object ? { ...object, [key]: masked(object[key]) } : object;
}

/**
 * A copy of a questionnaire (submitted answers or a draft) with KYC_SECRET_PATHS masked. The input is not changed; absent and
 * null values stay as they are.
 */
export function maskKycAnswers<T extends TKycDraft>(answers: T): T {
  let result: T = answers;
  for (const key of ['identificationNo', 'documentNo', 'taxNumberIdentification', 'bankAccount'] as const) {
    result = withMasked(result, key);
  }
  if (result.fatca) result = { ...result, fatca: withMasked(result.fatca, 'usTin') };
  if (result.crsTaxResidencies) {
    result = { ...result, crsTaxResidencies: result.crsTaxResidencies.map((residence) => withMasked(residence, 'tin')) };
  }
  if (result.company?.representatives) {
    result = {
      ...result,
      company: {
        ...result.company,
        representatives: result.company.representatives.map((person) => withMasked(person, 'identificationNo')),
      },
    };
  }
  return result;
}
