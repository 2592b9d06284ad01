import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on the embedded database: start-up, the data directory lock and graceful shutdown.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'emisja-process-'));
const port = 3400 + Math.floor(Math.random() * 400);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(serverPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      // The demo seed stores its documents' bytes: keep them beside the database, not in the repository's ./storage.
      STORAGE_DIR: path.join(dataDir, 'storage'),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(serverPort: number, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${serverPort}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('starts on a fresh data directory, refuses a second server on it, and shuts down gracefully on SIGTERM', async () => {
    const first = startServer(port);
    await waitForHealth(port, first.child);
    expect(first.output()).toContain(`Emisja is running on http://localhost:${port}`);
    expect(first.output()).toContain('koordynator@emisja.test');
    expect(existsSync(path.join(dataDir, 'emisja.lock'))).toBe(true);

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database directory ${dataDir} is already used by another Emisja server (pid ${first.child.pid})`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'emisja.lock'))).toBe(false);

    // The data survives a restart and the demo data is not added twice.
    const again = startServer(port);
    await waitForHealth(port, again.child);
    expect(again.output()).toContain('Demo data: present');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
