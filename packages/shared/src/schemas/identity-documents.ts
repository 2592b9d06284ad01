// The identity documents an advisor (advisors.ts) and an investor (the KYC questionnaire, kyc-dictionaries.ts) may give.
// A file of its own so that the KYC dictionaries, which the public offer page reads, do not import the advisors contract
// and its phone validation (libphonenumber-js) with it (issue 16).

export const IDENTITY_DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT'] as const;
export type TIdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
