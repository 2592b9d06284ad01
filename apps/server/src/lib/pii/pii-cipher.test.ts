import { describe, expect, it } from 'vitest';
import { generatePiiKeyEntry, parsePiiKeyring } from './keyring.ts';
import { createPiiCipher, isPiiCiphertext, PiiDecryptionError } from './pii-cipher.ts';

const OLD_ENTRY = generatePiiKeyEntry('k2025');
const NEW_ENTRY = generatePiiKeyEntry('k2026');
const PESEL = '44051401359';
const AAD = 'kyc_requests.answers:5d7c7f7e-1c1a-4a57-9b7e-2f8f3e0c1a11';

function decryptionFailure(action: () => unknown): PiiDecryptionError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(PiiDecryptionError);
    return error as PiiDecryptionError;
  }
  throw new Error('expected a PiiDecryptionError');
}

/** The stored value with one byte of the given part (2 = iv, 3 = tag, 4 = ciphertext) flipped. */
function flipByte(stored: string, part: 2 | 3 | 4): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('PII cipher (AES-256-GCM, key id stored for rotation)', () => {
  const cipher = createPiiCipher(parsePiiKeyring(NEW_ENTRY));

  it('round-trips a value, Polish letters and the empty string included, as v1:<keyId>:<iv>:<tag>:<ciphertext>', () => {
    const stored = cipher.encrypt(PESEL, AAD);
    expect(stored).toMatch(/^v1:k2026:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(stored).not.toContain(PESEL);
    expect(cipher.decrypt(stored, AAD)).toBe(PESEL);
    expect(cipher.decrypt(cipher.encrypt('Zażółć gęślą jaźń', AAD), AAD)).toBe('Zażółć gęślą jaźń');
    expect(cipher.decrypt(cipher.encrypt('', AAD), AAD)).toBe('');
  });

  it('uses a fresh IV for every value: the same PESEL twice gives two different ciphertexts', () => {
    const first = cipher.encrypt(PESEL, AAD);
    const second = cipher.encrypt(PESEL, AAD);
    expect(first).not.toBe(second);
    expect(first.split(':')[2]).not.toBe(second.split(':')[2]);
  });

  it('detects tampering: a flipped byte in the IV, the tag or the ciphertext does not open', () => {
    const stored = cipher.encrypt(PESEL, AAD);
    for (const part of [2, 3, 4] as const) {
      expect(decryptionFailure(() => cipher.decrypt(flipByte(stored, part), AAD)).reason).toBe('authentication-failed');
    }
  });

  it('binds a value to its context: another row id or column does not open it', () => {
    const stored = cipher.encrypt(PESEL, AAD);
    expect(decryptionFailure(() => cipher.decrypt(stored, `${AAD}x`)).reason).toBe('authentication-failed');
    expect(decryptionFailure(() => cipher.decrypt(stored, 'investors.pesel:5d7c7f7e')).reason).toBe('authentication-failed');
  });

  it('refuses an empty context, malformed values, truncated tags and a changed key id, without echoing the value', () => {
    expect(() => cipher.encrypt(PESEL, '')).toThrow(TypeError);
    const stored = cipher.encrypt(PESEL, AAD);
    const malformed = decryptionFailure(() => cipher.decrypt(PESEL, AAD));
    expect(malformed.reason).toBe('malformed');
    expect(malformed.message).not.toContain(PESEL);
    const [version, keyId, iv, tag, ciphertext] = stored.split(':');
    // A 12-byte tag would weaken GCM: the format accepts 16 bytes only.
    const shortTag = Buffer.from(tag ?? '', 'base64url')
      .subarray(0, 12)
      .toString('base64url');
    expect(decryptionFailure(() => cipher.decrypt([version, keyId, iv, shortTag, ciphertext].join(':'), AAD)).reason).toBe(
      'malformed',
    );
    const renamed = decryptionFailure(() => cipher.decrypt([version, 'k2099', iv, tag, ciphertext].join(':'), AAD));
    expect(renamed).toMatchObject({ reason: 'unknown-key', keyId: 'k2099' });
  });

  it('recognises its own format', () => {
    expect(cipher.isEncrypted(cipher.encrypt(PESEL, AAD))).toBe(true);
    expect(isPiiCiphertext(PESEL)).toBe(false);
    expect(isPiiCiphertext('v1:k:short')).toBe(false);
    expect(isPiiCiphertext(42)).toBe(false);
  });
});

describe('key rotation', () => {
  const before = createPiiCipher(parsePiiKeyring(OLD_ENTRY));
  const during = createPiiCipher(parsePiiKeyring(`${NEW_ENTRY},${OLD_ENTRY}`));
  const after = createPiiCipher(parsePiiKeyring(NEW_ENTRY));

  it('encrypts with the first key, still opens values of the old one, and says which values need re-encryption', () => {
    const old = before.encrypt(PESEL, AAD);
    expect(during.decrypt(old, AAD)).toBe(PESEL);
    expect(during.needsReencryption(old)).toBe(true);
    const fresh = during.encrypt(PESEL, AAD);
    expect(fresh.split(':')[1]).toBe('k2026');
    expect(during.needsReencryption(fresh)).toBe(false);
    const reencrypted = during.reencrypt(old, AAD);
    expect(during.needsReencryption(reencrypted)).toBe(false);
    expect(after.decrypt(reencrypted, AAD)).toBe(PESEL);
  });

  it('cannot open values of a key dropped from the list', () => {
    const old = before.encrypt(PESEL, AAD);
    expect(decryptionFailure(() => after.decrypt(old, AAD))).toMatchObject({ reason: 'unknown-key', keyId: 'k2025' });
  });

  it('does not accept a value under a listed id when another key made it', () => {
    const impostor = createPiiCipher(parsePiiKeyring(generatePiiKeyEntry('k2026')));
    expect(decryptionFailure(() => after.decrypt(impostor.encrypt(PESEL, AAD), AAD)).reason).toBe('authentication-failed');
  });
});

describe('encryptFields / decryptFields (dotted paths, * over arrays)', () => {
  const cipher = createPiiCipher(parsePiiKeyring(`${NEW_ENTRY},${OLD_ENTRY}`));
  const PATHS = [
    'identificationNo',
    'documentNo',
    'bankAccount',
    'company.representatives.*.identificationNo',
    'crsTaxResidencies.*.tin',
    'fatca.usTin',
  ];
  const answers = {
    firstName: 'Anna',
    identificationNo: PESEL,
    documentNo: 'ABC123456',
    bankAccount: '15114020040000350281234567',
    company: {
      companyName: 'ZIELONA DOLINA INWESTYCJE SP. Z O.O.',
      representatives: [
        { firstName: 'Anna', identificationNo: '44051401359', signer: true },
        { firstName: 'Piotr', identificationNo: null, signer: false },
      ],
    },
    crsTaxResidencies: [
      { country: 'DE', tin: '12345678901' },
      { country: 'CZ', tin: '7801011234' },
    ],
    fatca: null,
  };

  it('encrypts exactly the listed values, leaves the input untouched, and decrypts back to the same object', () => {
    const stored = cipher.encryptFields(answers, PATHS, AAD);
    expect(answers.identificationNo).toBe(PESEL);
    expect(stored.firstName).toBe('Anna');
    expect(stored.company.companyName).toBe(answers.company.companyName);
    for (const value of [
      stored.identificationNo,
      stored.documentNo,
      stored.bankAccount,
      stored.company.representatives[0]?.identificationNo,
      stored.crsTaxResidencies[0]?.tin,
      stored.crsTaxResidencies[1]?.tin,
    ]) {
      expect(isPiiCiphertext(value)).toBe(true);
    }
    expect(stored.company.representatives[1]?.identificationNo).toBeNull();
    expect(stored.fatca).toBeNull();
    const dump = JSON.stringify(stored);
    for (const secret of [PESEL, 'ABC123456', '15114020040000350281234567', '12345678901', '7801011234']) {
      expect(dump).not.toContain(secret);
    }
    expect(cipher.decryptFields(stored, PATHS, AAD)).toEqual(answers);
  });

  it('binds each value to its path: swapping two encrypted fields makes both fail', () => {
    const stored = cipher.encryptFields(answers, PATHS, AAD);
    const swapped = { ...stored, identificationNo: stored.documentNo, documentNo: stored.identificationNo };
    expect(decryptionFailure(() => cipher.decryptFields(swapped, PATHS, AAD)).reason).toBe('authentication-failed');
    expect(decryptionFailure(() => cipher.decryptFields(stored, PATHS, 'kyc_requests.answers:another-row')).reason).toBe(
      'authentication-failed',
    );
  });

  it('refuses to store a non-string in clear and rejects paths that do not fit the data', () => {
    expect(() => cipher.encryptFields({ identificationNo: 44051401359 }, ['identificationNo'], AAD)).toThrow(
      /identificationNo holds a number/,
    );
    expect(() => cipher.encryptFields({ crsTaxResidencies: { tin: 'x' } }, ['crsTaxResidencies.*.tin'], AAD)).toThrow(
      /expected an array/,
    );
    expect(() => cipher.encryptFields(answers, ['company..x'], AAD)).toThrow(/Not a field path/);
    expect(cipher.encryptFields({}, PATHS, AAD)).toEqual({});
  });

  it('reads the redaction notation a[*].b as a.*.b, so one list of secret paths serves logs and storage', () => {
    const stored = cipher.encryptFields(
      answers,
      ['crsTaxResidencies[*].tin', 'company.representatives[*].identificationNo'],
      AAD,
    );
    expect(isPiiCiphertext(stored.crsTaxResidencies[1]?.tin)).toBe(true);
    expect(cipher.decryptFields(stored, ['crsTaxResidencies.*.tin', 'company.representatives.*.identificationNo'], AAD)).toEqual(
      answers,
    );
  });

  it('finds values left over from an old key', () => {
    const oldCipher = createPiiCipher(parsePiiKeyring(OLD_ENTRY));
    expect(cipher.fieldsNeedReencryption(cipher.encryptFields(answers, PATHS, AAD), PATHS)).toBe(false);
    expect(cipher.fieldsNeedReencryption(oldCipher.encryptFields(answers, PATHS, AAD), PATHS)).toBe(true);
  });

  it('re-encrypts only the fields an old key encrypted, counting them, and keeps them bound to their field', () => {
    const oldCipher = createPiiCipher(parsePiiKeyring(OLD_ENTRY));
    const during = createPiiCipher(parsePiiKeyring(`${NEW_ENTRY},${OLD_ENTRY}`));
    expect(during.currentKeyId).toBe('k2026');
    const old = oldCipher.encryptFields(answers, PATHS, AAD);
    const mixed = { ...old, identificationNo: during.encrypt(PESEL, JSON.stringify([AAD, 'identificationNo'])) };
    const { value, count } = during.reencryptFields(mixed, PATHS, AAD);
    // identificationNo, documentNo, bankAccount, one representative's PESEL and two TINs, but the PESEL already under k2026.
    expect(count).toBe(5);
    expect(value.identificationNo).toBe(mixed.identificationNo);
    expect(during.fieldsNeedReencryption(value, PATHS)).toBe(false);
    expect(createPiiCipher(parsePiiKeyring(NEW_ENTRY)).decryptFields(value, PATHS, AAD)).toEqual(answers);
    // Nothing left to do: the same object back.
    expect(during.reencryptFields(value, PATHS, AAD)).toEqual({ value, count: 0 });
    expect(during.reencryptFields(value, PATHS, AAD).value).toBe(value);
    // A value moved to another row does not open: the error, not a value.
    expect(() => during.reencryptFields(old, PATHS, 'kyc_requests.answers:another-row')).toThrow(PiiDecryptionError);
  });
});
