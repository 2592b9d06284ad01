import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The keys of personal data at rest (product-decisions section 9, docs/decisions/031-pii-encryption-and-registers.md).
// PII_ENCRYPTION_KEY is a comma-separated list of `keyId:base64(32 bytes)`: the first key encrypts, every key decrypts. Rotation:
// put a new key first (the old one stays listed), re-encrypt the stored values, then drop the old key.

export const PII_KEY_BYTES = 32;
/** Key ids are stored in every ciphertext (`v1:<keyId>:...`), so they may not hold ":" or ",". */
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
// 32 bytes are 43 base64 (or base64url) characters and one optional "=". Checked first, because Buffer.from(..., 'base64')
// silently skips characters it does not know.
const ENCODED_KEY_PATTERN = /^[A-Za-z0-9+/_-]{43}=?$/;

/** Name of the development key file in DATA_DIR. */
export const DEV_KEY_FILE_NAME = 'pii-dev.key';

export interface PiiKey {
  id: string;
  /** 32 bytes, AES-256. */
  key: Buffer;
}

export interface PiiKeyring {
  /** Encrypts every new value. */
  current: PiiKey;
  /** Every accepted key by id, the current one included. */
  keys: ReadonlyMap<string, Buffer>;
}

/** A keyring that cannot be used; the message names the problem but never holds key material. */
export class PiiKeyringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PiiKeyringError';
  }
}

/** Parses PII_ENCRYPTION_KEY; throws PiiKeyringError naming the first bad entry (by position and id, never by its key). */
export function parsePiiKeyring(text: string): PiiKeyring {
  const entries = text.split(',').map((entry) => entry.trim());
  const keys = new Map<string, Buffer>();
  let current: PiiKey | undefined;
  entries.forEach((entry, index) => {
    const position = `entry ${index + 1}`;
    const separator = entry.indexOf(':');
    if (separator < 0) throw new PiiKeyringError(`${position} is not "keyId:base64key"`);
    const id = entry.slice(0, separator);
    const encoded = entry.slice(separator + 1);
    if (!KEY_ID_PATTERN.test(id)) {
      throw new PiiKeyringError(`${position}: the key id must be 1 to 32 letters, digits, "_" or "-"`);
    }
    if (keys.has(id)) throw new PiiKeyringError(`${position}: the key id "${id}" is listed twice`);
    const key = ENCODED_KEY_PATTERN.test(encoded) ? Buffer.from(encoded, 'base64') : null;
    if (!key || key.length !== PII_KEY_BYTES) {
      throw new PiiKeyringError(`${position} ("${id}"): the key must be ${PII_KEY_BYTES} random bytes in base64`);
    }
    keys.set(id, key);
    current ??= { id, key };
  });
  if (!current) throw new PiiKeyringError('no key');
  return { current, keys };
}

/** A new `keyId:base64` entry for PII_ENCRYPTION_KEY (256 bits from the operating system's secure random source). */
export function generatePiiKeyEntry(id: string): string {
  if (!KEY_ID_PATTERN.test(id)) throw new PiiKeyringError('the key id must be 1 to 32 letters, digits, "_" or "-"');
  return `${id}:${randomBytes(PII_KEY_BYTES).toString('base64')}`;
}

export interface PiiKeyringSettings {
  PII_ENCRYPTION_KEY?: string | undefined;
  NODE_ENV: 'development' | 'production' | 'test';
  /** Absolute DATA_DIR (Env.dataDir), or "memory://..." for an in-memory database. */
  dataDir: string;
}

export interface LoadedPiiKeyring {
  keyring: PiiKeyring;
  /**
   * `environment`: PII_ENCRYPTION_KEY; `dev-key-file`: the development key in DATA_DIR (created now when `created`);
   * `ephemeral`: a key that lives as long as the process, for an in-memory database that does too.
   */
  source: 'environment' | 'dev-key-file' | 'ephemeral';
  devKeyPath?: string;
  created?: boolean;
}

/**
 * The keyring of the environment. Production requires PII_ENCRYPTION_KEY (a key beside the data it protects, in the data
 * directory and its backups, protects nothing). Elsewhere, without it, a development key is generated once into
 * DATA_DIR/pii-dev.key (mode 0600) and reused on every start, so local data stays readable across restarts.
 */
export function loadPiiKeyring(settings: PiiKeyringSettings): LoadedPiiKeyring {
  if (settings.PII_ENCRYPTION_KEY) return { keyring: parsePiiKeyring(settings.PII_ENCRYPTION_KEY), source: 'environment' };
  if (settings.NODE_ENV === 'production') {
    throw new PiiKeyringError(
      'PII_ENCRYPTION_KEY is required in production: a comma-separated list of "keyId:base64key" (32 random bytes each), ' +
        'e.g. "k2026:$(openssl rand -base64 32)"',
    );
  }
  if (settings.dataDir.startsWith('memory://')) {
    return { keyring: parsePiiKeyring(generatePiiKeyEntry('ephemeral')), source: 'ephemeral' };
  }
  const devKeyPath = path.join(settings.dataDir, DEV_KEY_FILE_NAME);
  const created = createDevKeyFileOnce(devKeyPath);
  let text: string;
  try {
    text = readFileSync(devKeyPath, 'utf8').trim();
  } catch (error) {
    throw new PiiKeyringError(`cannot read the development key ${devKeyPath}: ${(error as NodeJS.ErrnoException).code}`);
  }
  try {
    return { keyring: parsePiiKeyring(text), source: 'dev-key-file', devKeyPath, created };
  } catch (error) {
    // Never overwrite it: it may be the only key of existing data.
    throw new PiiKeyringError(`the development key ${devKeyPath} is damaged (${(error as Error).message}); restore or remove it`);
  }
}

/**
 * Writes a new key to a temporary file and links it into place: the link fails when the file exists, so two processes
 * starting together agree on one key and nobody ever reads a half-written file. True when this call created it.
 */
function createDevKeyFileOnce(devKeyPath: string): boolean {
  mkdirSync(path.dirname(devKeyPath), { recursive: true });
  const temporaryPath = `${devKeyPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporaryPath, `${generatePiiKeyEntry('dev')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    chmodSync(temporaryPath, 0o600); // whatever the umask
    linkSync(temporaryPath, devKeyPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporaryPath, { force: true });
  }
}
