import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second owner of a directory held by a live process, with a clear message', async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'emisja.lock'), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: '' }));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dir)).toThrow(`already used by another Emisja server (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'emisja.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), startedAt: '' }));
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'emisja.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'emisja.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });
});
