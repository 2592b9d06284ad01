import { maskSecret } from '@emisja/shared';
import type { PiiCipher } from '../../lib/pii/index.ts';

// An advisor's identity document number at rest (issue 12: "document numbers are encrypted at rest and a raw dump never
// holds them in clear text"; docs/decisions/031 and 032): `advisors.document_number` holds the lib/pii ciphertext, bound to
// its column and row (AAD `advisors.document_number:<advisor id>`), like the investors' PESEL and account. The advisors list
// neither filters nor sorts by it (a ciphertext cannot be searched); the form reads it decrypted. The audit log keeps it
// masked (all but the last 4 characters), never the number.

function documentNumberAad(advisorId: string): string {
  return `advisors.document_number:${advisorId}`;
}

export function sealAdvisorDocumentNumber(cipher: PiiCipher, advisorId: string, value: string | null): string | null {
  return value === null ? null : cipher.encrypt(value, documentNumberAad(advisorId));
}

/** The number; PiiDecryptionError when the stored value was tampered with, moved, or its key dropped. */
export function openAdvisorDocumentNumber(cipher: PiiCipher, advisorId: string, stored: string | null): string | null {
  return stored === null ? null : cipher.decrypt(stored, documentNumberAad(advisorId));
}

/** The stored value under the current key (the same string when it already is); PiiDecryptionError when it does not open. */
export function reencryptAdvisorDocumentNumber(cipher: PiiCipher, advisorId: string, stored: string | null): string | null {
  if (stored === null || !cipher.needsReencryption(stored)) return stored;
  return cipher.reencrypt(stored, documentNumberAad(advisorId));
}

/** The document number as the audit log keeps it: masked like the "my data" screens' numbers. */
export function auditedDocumentNumber(value: string | null): string | null {
  return value === null ? null : maskSecret(value);
}

/** True for an audited document number that is still the clear number (rows of earlier versions): masks start with '*'. */
export function isClearAuditedDocumentNumber(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && !value.startsWith('*');
}
