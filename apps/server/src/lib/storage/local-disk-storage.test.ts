import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { LocalDiskStorage } from './index.ts';
import { describeStorageProviderContract } from './storage-provider.contract.ts';

const root = mkdtempSync(path.join(tmpdir(), 'emisja-storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Files under the root, relative, the temporary directory's `.part` files included. */
function listFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name))
      : [path.relative(root, path.join(dir, entry.name))],
  );
}

describeStorageProviderContract('LocalDiskStorage', async () => ({
  storage: new LocalDiskStorage(root),
  listStored: async () => listFiles().sort(),
  holds: async (key) => existsSync(path.join(root, key)),
}));
