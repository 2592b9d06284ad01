import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// PGlite has no lock on its data directory: two processes on one directory silently diverge (STACK.md). One owner per
// directory, enforced with an exclusive lock file holding the owner's pid.

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database directory ${dataDir} is already used by another Emisja server (pid ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirInUseError; returns the release function. A lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'emisja.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid?: number; host?: string } = {};
      try {
        owner = JSON.parse(readFileSync(lockPath, 'utf8')) as typeof owner;
      } catch {
        // An unreadable lock file is a leftover of a crash while writing it.
      }
      if (owner.pid && owner.host === hostname() && owner.pid !== process.pid && isProcessAlive(owner.pid)) {
        throw new DataDirInUseError(dataDir, owner.pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}`);
}
