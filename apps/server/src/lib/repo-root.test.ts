import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, REPO_ROOT } from './repo-root.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'emisja-repo-root-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('findRepoRoot', () => {
  it('finds the folder whose package.json declares the workspaces, from sources and from a bundle deeper or shallower', () => {
    writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['apps/*'] }));
    mkdirSync(path.join(scratch, 'apps/server/src/config'), { recursive: true });
    mkdirSync(path.join(scratch, 'apps/server/dist'), { recursive: true });
    // A workspace's own package.json (no workspaces) is passed over.
    writeFileSync(path.join(scratch, 'apps/server/package.json'), JSON.stringify({ name: '@emisja/server' }));
    expect(findRepoRoot(path.join(scratch, 'apps/server/src/config'))).toBe(scratch);
    expect(findRepoRoot(path.join(scratch, 'apps/server/dist'))).toBe(scratch);
    expect(findRepoRoot(scratch)).toBe(scratch);
  });

  it('says where it looked when no such folder exists', () => {
    const lonely = mkdtempSync(path.join(tmpdir(), 'emisja-no-root-'));
    try {
      expect(() => findRepoRoot(lonely)).toThrow(`no package.json with workspaces at or above ${lonely}`);
    } finally {
      rmSync(lonely, { recursive: true, force: true });
    }
  });

  it('is this repository for the server', () => {
    expect(path.join(REPO_ROOT, 'apps/server/src/lib/repo-root.ts')).toBe(path.resolve(import.meta.dirname, 'repo-root.ts'));
  });
});
