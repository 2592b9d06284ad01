// The KYC contract (issue 12; product-decisions section 9), in parts: the closed lists and their labels, the questionnaire's
// shapes and sections, its rules, the masking of personal numbers and the endpoints' bodies. Test fixtures are a separate
// entry (`@emisja/shared/testing/kyc-fixtures`), never part of the bundle.
export * from './kyc-dictionaries.ts';
export * from './kyc-questionnaire.ts';
export * from './kyc-rules.ts';
export { canonicalKycPercent, KYC_MIN_AGE_YEARS } from './kyc-rule-parts.ts';
export * from './kyc-masking.ts';
export * from './kyc-requests.ts';
