import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PiiKeyring } from './keyring.ts';

// Personal data at rest (product-decisions section 9, docs/decisions/031-pii-encryption-and-registers.md): PESEL, document
// numbers, tax numbers and bank accounts are stored as `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts). AES-256-GCM with
// a random 96-bit IV per value (node:crypto); the additional authenticated data binds a value to where it belongs (table,
// column, row id), so a ciphertext copied to another row or field does not open. The key id makes rotation possible.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// 12 bytes are 16 base64url characters, 16 bytes are 22; key ids as in keyring.ts.
const CIPHERTEXT_PATTERN = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

export type PiiDecryptionFailure = 'malformed' | 'unknown-key' | 'authentication-failed';

/**
 * A stored value that does not open: `malformed` (not our format), `unknown-key` (its key is no longer in
 * PII_ENCRYPTION_KEY), `authentication-failed` (tampered with, or moved to another row or field). Holds no part of the value.
 */
export class PiiDecryptionError extends Error {
  constructor(
    readonly reason: PiiDecryptionFailure,
    readonly keyId?: string,
  ) {
    super(
      reason === 'malformed'
        ? 'Not an encrypted personal data value'
        : reason === 'unknown-key'
          ? `Personal data encrypted with key "${keyId}", which PII_ENCRYPTION_KEY does not list`
          : 'Personal data value failed authentication (tampered with, or bound to another row or field)',
    );
    this.name = 'PiiDecryptionError';
  }
}

/** Whether `value` has the shape of a stored ciphertext (says nothing about whether it opens). */
export function isPiiCiphertext(value: unknown): value is string {
  return typeof value === 'string' && CIPHERTEXT_PATTERN.test(value);
}

export interface PiiCipher {
  /** The id of the key new values are encrypted with (the first of PII_ENCRYPTION_KEY): stored values start `v1:<id>:`. */
  readonly currentKeyId: string;
  /** Encrypts with the current key; `aad` (non-empty) names where the value is stored, e.g. `kyc_requests.answers:<id>`. */
  encrypt(plain: string, aad: string): string;
  /** The plain text; PiiDecryptionError when it does not open under `aad` with a listed key. */
  decrypt(stored: string, aad: string): string;
  /** True when `stored` was encrypted with a key other than the current one (a rotation leftover). */
  needsReencryption(stored: string): boolean;
  /** Decrypts and encrypts again with the current key (rotation). */
  reencrypt(stored: string, aad: string): string;
  isEncrypted(value: unknown): value is string;
  /**
   * A copy of `object` with the strings at `paths` encrypted (the input is not changed). Dotted paths, `*` for every element
   * of an array (`[*]` too): `identificationNo`, `company.representatives.*.identificationNo`, `crsTaxResidencies[*].tin`. Missing,
   * null and undefined values are left as they are; any other non-string throws a TypeError (nothing is stored in clear by
   * accident). Each value's additional data is `aad` plus its path pattern, so values cannot be swapped between fields.
   */
  encryptFields<T>(object: T, paths: readonly string[], aad: string): T;
  /** The reverse of encryptFields; PiiDecryptionError for any value that does not open. */
  decryptFields<T>(object: T, paths: readonly string[], aad: string): T;
  /** True when any value at `paths` was encrypted with an old key. */
  fieldsNeedReencryption(object: unknown, paths: readonly string[]): boolean;
  /**
   * A copy of `object` with the values at `paths` that an old key encrypted re-encrypted with the current key, and how many
   * they were; values under the current key are left as they are (the object itself when there were none).
   * PiiDecryptionError for a value that does not open.
   */
  reencryptFields<T>(object: T, paths: readonly string[], aad: string): { value: T; count: number };
}

export function createPiiCipher(keyring: PiiKeyring): PiiCipher {
  const { current, keys } = keyring;

  const encrypt = (plain: string, aad: string): string => {
    if (typeof plain !== 'string') throw new TypeError('Only strings are encrypted');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(current.id, aad));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      current.id,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join(':');
  };

  const decrypt = (stored: string, aad: string): string => {
    const match = typeof stored === 'string' ? CIPHERTEXT_PATTERN.exec(stored) : null;
    if (!match) throw new PiiDecryptionError('malformed');
    const [, keyId = '', iv = '', tag = '', ciphertext = ''] = match;
    const key = keys.get(keyId);
    if (!key) throw new PiiDecryptionError('unknown-key', keyId);
    const additional = additionalData(keyId, aad);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(additional);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new PiiDecryptionError('authentication-failed', keyId);
    }
  };

  const needsReencryption = (stored: string): boolean => {
    const match = CIPHERTEXT_PATTERN.exec(stored);
    if (!match) throw new PiiDecryptionError('malformed');
    return match[1] !== current.id;
  };

  return {
    currentKeyId: current.id,
    encrypt,
    decrypt,
    needsReencryption,
    reencrypt: (stored, aad) => encrypt(decrypt(stored, aad), aad),
    isEncrypted: isPiiCiphertext,
    encryptFields: (object, paths, aad) =>
      transformFields(object, paths, (value, pattern) => encrypt(value, fieldAad(aad, pattern))),
    decryptFields: (object, paths, aad) =>
      transformFields(object, paths, (value, pattern) => decrypt(value, fieldAad(aad, pattern))),
    fieldsNeedReencryption: (object, paths) => {
      let found = false;
      transformFields(object, paths, (value) => {
        found ||= needsReencryption(value);
        return value;
      });
      return found;
    },
    reencryptFields: (object, paths, aad) => {
      let count = 0;
      const value = transformFields(object, paths, (stored, pattern) => {
        if (!needsReencryption(stored)) return stored;
        count += 1;
        const fieldContext = fieldAad(aad, pattern);
        return encrypt(decrypt(stored, fieldContext), fieldContext);
      });
      return { value, count };
    },
  };
}

function additionalData(keyId: string, aad: string): Buffer {
  if (typeof aad !== 'string' || aad.length === 0) {
    throw new TypeError('Personal data needs its context as additional authenticated data (e.g. "table.column:rowId")');
  }
  // The version and key id are authenticated too; a key id holds no NUL, so the encoding is unambiguous.
  return Buffer.from(`emisja-pii\u0000${VERSION}\u0000${keyId}\u0000${aad}`, 'utf8');
}

function fieldAad(aad: string, pattern: string): string {
  if (typeof aad !== 'string' || aad.length === 0) return aad; // additionalData refuses it with its message
  return JSON.stringify([aad, pattern]);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Dotted paths with `*` over arrays, applied copy-on-write: only the objects and arrays on a changed path are copied.

function transformFields<T>(object: T, paths: readonly string[], transform: (value: string, pattern: string) => string): T {
  let result: unknown = object;
  for (const path of paths) {
    // `a[*].b` (the logger's redaction notation, as in the shared KYC_SECRET_PATHS) is the same path as `a.*.b`.
    const pattern = path.replace(/\[\*\]/g, '.*');
    const segments = pattern.split('.');
    if (segments.some((segment) => segment.length === 0)) throw new TypeError(`Not a field path: "${pattern}"`);
    result = transformAt(result, segments, pattern, transform);
  }
  return result as T;
}

function transformAt(
  value: unknown,
  segments: readonly string[],
  pattern: string,
  transform: (value: string, pattern: string) => string,
): unknown {
  if (value === null || value === undefined) return value;
  const [segment, ...rest] = segments;
  if (segment === undefined) {
    if (typeof value !== 'string') throw new TypeError(`Personal data field ${pattern} holds a ${typeof value}, not a string`);
    return transform(value, pattern);
  }
  if (segment === '*') {
    if (!Array.isArray(value)) throw new TypeError(`Personal data path ${pattern}: expected an array`);
    let changed = false;
    const next = value.map((element: unknown) => {
      const transformed = transformAt(element, rest, pattern, transform);
      changed ||= transformed !== element;
      return transformed;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`Personal data path ${pattern}: expected an object at "${segment}"`);
  }
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, segment)) return value;
  const child = record[segment];
  const transformed = transformAt(child, rest, pattern, transform);
  return transformed === child ? value : { ...record, [segment]: transformed };
}
