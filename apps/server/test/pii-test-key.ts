import { createPiiCipher, parsePiiKeyring, type PiiCipher } from '../src/lib/pii/index.ts';

// The personal data key of the test suite: the template database is seeded with it (test/global-setup.ts) and the test apps
// read with it, so the demo questionnaires open in every test file. A fixed key for tests only, never a deployment's.
export const TEST_PII_ENCRYPTION_KEY = `test:${Buffer.alloc(32, 7).toString('base64')}`;

export function createTestPiiCipher(): PiiCipher {
  return createPiiCipher(parsePiiKeyring(TEST_PII_ENCRYPTION_KEY));
}
