import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_KEY_FILE_NAME, generatePiiKeyEntry, loadPiiKeyring, parsePiiKeyring, PiiKeyringError } from './keyring.ts';
import { createPiiCipher } from './pii-cipher.ts';

const tempRoot = mkdtempSync(path.join(tmpdir(), 'emisja-pii-'));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));
let dirCount = 0;
const newDataDir = () => path.join(tempRoot, `data-${++dirCount}`);

describe('PII_ENCRYPTION_KEY', () => {
  it('lists keyId:base64 keys, the first encrypting, base64url accepted', () => {
    const first = generatePiiKeyEntry('k2026');
    const secondKey = Buffer.alloc(32, 7);
    const keyring = parsePiiKeyring(` ${first} , k2025:${secondKey.toString('base64url')}`);
    expect(keyring.current.id).toBe('k2026');
    expect([...keyring.keys.keys()]).toEqual(['k2026', 'k2025']);
    expect(keyring.keys.get('k2025')).toEqual(secondKey);
  });

  it('refuses bad entries, naming the entry but never the key material', () => {
    const secret = Buffer.alloc(16, 9).toString('base64');
    const cases: Array<[string, RegExp]> = [
      ['', /entry 1 is not/],
      ['justakey', /entry 1 is not "keyId:base64key"/],
      [`k1:${secret}`, /entry 1 \("k1"\): the key must be 32 random bytes/],
      [`bad id:${Buffer.alloc(32).toString('base64')}`, /the key id must be/],
      [`k1:${'!'.repeat(43)}=`, /32 random bytes/],
      [`${generatePiiKeyEntry('k1')},${generatePiiKeyEntry('k1')}`, /entry 2: the key id "k1" is listed twice/],
    ];
    for (const [text, message] of cases) {
      let error: unknown;
      try {
        parsePiiKeyring(text);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PiiKeyringError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(secret);
    }
  });
});

describe('loading the keyring at start', () => {
  it('uses PII_ENCRYPTION_KEY when set, and writes no file', () => {
    const dataDir = newDataDir();
    const loaded = loadPiiKeyring({ PII_ENCRYPTION_KEY: generatePiiKeyEntry('k2026'), NODE_ENV: 'development', dataDir });
    expect(loaded).toMatchObject({ source: 'environment' });
    expect(loaded.keyring.current.id).toBe('k2026');
    expect(existsSync(path.join(dataDir, DEV_KEY_FILE_NAME))).toBe(false);
  });

  it('refuses production without PII_ENCRYPTION_KEY, with a clear message, and writes no development key', () => {
    const dataDir = newDataDir();
    expect(() => loadPiiKeyring({ NODE_ENV: 'production', dataDir })).toThrow(PiiKeyringError);
    expect(() => loadPiiKeyring({ NODE_ENV: 'production', dataDir })).toThrow(/PII_ENCRYPTION_KEY is required in production/);
    expect(existsSync(path.join(dataDir, DEV_KEY_FILE_NAME))).toBe(false);
    const loaded = loadPiiKeyring({ NODE_ENV: 'production', dataDir, PII_ENCRYPTION_KEY: generatePiiKeyEntry('prod1') });
    expect(loaded.keyring.current.id).toBe('prod1');
  });

  it('generates a development key once into DATA_DIR (mode 0600) and reuses it on the next start', () => {
    const dataDir = newDataDir();
    const first = loadPiiKeyring({ NODE_ENV: 'development', dataDir });
    const keyPath = path.join(dataDir, DEV_KEY_FILE_NAME);
    expect(first).toMatchObject({ source: 'dev-key-file', devKeyPath: keyPath, created: true });
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    const content = readFileSync(keyPath, 'utf8');
    expect(content).toMatch(/^dev:[A-Za-z0-9+/]{43}=\n$/);

    const stored = createPiiCipher(first.keyring).encrypt('44051401359', 'investors.pesel:1');
    const second = loadPiiKeyring({ NODE_ENV: 'test', dataDir });
    expect(second).toMatchObject({ source: 'dev-key-file', created: false });
    expect(readFileSync(keyPath, 'utf8')).toBe(content);
    expect(createPiiCipher(second.keyring).decrypt(stored, 'investors.pesel:1')).toBe('44051401359');
  });

  it('creates the file with an exclusive link, leaving no temporary file behind, and only once for many loads', () => {
    const dataDir = newDataDir();
    const loads = Array.from({ length: 3 }, () => loadPiiKeyring({ NODE_ENV: 'development', dataDir }));
    expect(loads.map((loaded) => loaded.created)).toEqual([true, false, false]);
    expect(new Set(loads.map((loaded) => loaded.keyring.current.key.toString('hex'))).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual([DEV_KEY_FILE_NAME]);
  });

  it('never overwrites a damaged development key (it may be the only key of existing data)', () => {
    const dataDir = newDataDir();
    loadPiiKeyring({ NODE_ENV: 'development', dataDir });
    const keyPath = path.join(dataDir, DEV_KEY_FILE_NAME);
    writeFileSync(keyPath, 'garbage');
    expect(() => loadPiiKeyring({ NODE_ENV: 'development', dataDir })).toThrow(/is damaged/);
    expect(readFileSync(keyPath, 'utf8')).toBe('garbage');
  });

  it('keeps an in-memory database key in memory only', () => {
    const loaded = loadPiiKeyring({ NODE_ENV: 'test', dataDir: 'memory://' });
    expect(loaded.source).toBe('ephemeral');
    expect(existsSync('memory:')).toBe(false);
  });
});
