// Encryption of personal data at rest (product-decisions section 9, docs/decisions/031-pii-encryption-and-registers.md).
export { createPiiCipher, isPiiCiphertext, PiiDecryptionError, type PiiCipher, type PiiDecryptionFailure } from './pii-cipher.ts';
export {
  DEV_KEY_FILE_NAME,
  generatePiiKeyEntry,
  loadPiiKeyring,
  parsePiiKeyring,
  PiiKeyringError,
  type LoadedPiiKeyring,
  type PiiKey,
  type PiiKeyring,
  type PiiKeyringSettings,
} from './keyring.ts';
