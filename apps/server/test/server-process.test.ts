import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server process (issue 17 item 9, docs/decisions/051-operations-health-metrics-container.md) on the engine of the
// project: the embedded database in a data directory of its own, or a fresh PostgreSQL database created for this file on the
// server of TEST_DATABASE_URL. Every start takes seconds on a busy machine, so each test walks several steps on one data
// directory / database. PORT=0: the server takes a free port and names it in its "listening on" line.
const root = path.resolve(import.meta.dirname, '../../..');
const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const dataDir = mkdtempSync(path.join(tmpdir(), 'emisja-process-'));
const lockPath = path.join(dataDir, 'emisja.lock');
let databaseUrl = '';
let admin: pg.Client | undefined;
const databaseName = `emisja_process_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  if (engine !== 'postgres') return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
});

interface ServerProcess {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * The server from its sources through tsx (as the tests, `npm run dev` and the container run it), or `via: 'npm start'`:
 * scripts/start.mjs, which compiles the start-up bundle when a source is newer (scripts/build-server.mjs) and runs it.
 */
function startServer(env: Record<string, string> = {}, via: 'sources' | 'npm start' = 'sources'): ServerProcess {
  const args = via === 'npm start' ? ['scripts/start.mjs'] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      // The development key of personal data lives in DATA_DIR on both engines.
      DATA_DIR: dataDir,
      // The demo seed stores its documents' bytes: keep them beside the database, not in the repository's ./storage.
      STORAGE_DIR: path.join(dataDir, 'storage'),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': the last lines may still be in the pipes when the process has exited.
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { pid: child.pid!, exited, output: () => output };
}

/**
 * Polls `condition` every 50 ms; after `seconds` it fails naming what it waited for, with the server's output so far (a
 * step that hangs then says which one it was, instead of the whole test running out of its time).
 */
async function until(condition: () => boolean, what: string, server: ServerProcess, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${seconds} s; the server printed:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the "listening on" line, then for /health to answer 200; returns the port. */
async function waitUntilHealthy(server: ServerProcess): Promise<number> {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (hasExited) throw new Error(`the server exited during its start:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server was not healthy within 120 s; it printed:\n${server.output()}`);
    const port = /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) {
      const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      if (response?.ok) return Number(port);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM and the exit: 0 means the graceful stop finished before its 10 s limit (which exits with 1). */
async function stopGracefully(server: ServerProcess) {
  process.kill(server.pid, 'SIGTERM');
  expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
  expect(server.output()).toMatch(/Emisja stop: SIGTERM: no new requests.*\n.*Emisja stop: stopped in \d+\.\d s/);
}

const errorLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('Emisja could not start'));

describe(`the server process on ${engine}`, () => {
  it('prints each start phase with its time, stops within 10 s on SIGTERM, and restarts on the same data after a stop and after SIGKILL', async () => {
    const first = startServer();
    const port = await waitUntilHealthy(first);
    const phases = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('Emisja start: '));
    const where = engine === 'pglite' ? `embedded PGlite in ${path.join(dataDir, 'pglite')}` : `PostgreSQL at `;
    const expected = [
      /^Emisja start: server code loaded \(\d+\.\d s\)$/,
      new RegExp(`^Emisja start: database open: ${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\(\\d+\\.\\d s\\)$`),
      /^Emisja start: migrations up to date \(\d+\.\d s\)$/,
      /^Emisja start: personal data encryption checked \(\d+\.\d s\)$/,
      /^Emisja start: demo data created \(\d+\.\d s\)$/,
      /^Emisja start: app ready \(routes, job queue\) \(\d+\.\d s\)$/,
      new RegExp(`^Emisja start: listening on http://localhost:${port} \\(\\d+\\.\\d s\\)$`),
      /^Emisja start: ready, \d+\.\d s after the process started$/,
    ];
    expect(phases).toHaveLength(expected.length);
    phases.forEach((line, index) => expect(line).toMatch(expected[index]!));
    expect(first.output()).toContain(`Emisja is running on http://localhost:${port}`);
    expect(first.output()).toContain('koordynator@emisja.test');

    if (engine === 'pglite') {
      // One server per data directory: a second one refuses with one clear line and takes nothing over.
      expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: first.pid });
      const second = startServer();
      expect((await second.exited).code).toBe(1);
      expect(errorLines(second)).toEqual([
        `Emisja could not start: The database directory ${dataDir} is already used by another Emisja server (pid ${first.pid}). ` +
          'Stop that server first, or start this one with another DATA_DIR or with DATABASE_URL.',
      ]);
    }

    // A request in flight when SIGTERM comes (its body half sent) is still answered, on the database, and its kept-alive
    // connection does not hold the stop past 10 s. `Expect: 100-continue` makes the server say when it has read the
    // request's head: only then does the signal go (before that, the connection is idle to the server, and a graceful stop
    // rightly closes idle connections: on a busy machine the signal could overtake the request's bytes).
    const inFlight = connect(port, '127.0.0.1');
    const inFlightClosed = new Promise((resolve) => inFlight.once('close', resolve));
    await new Promise((resolve) => inFlight.once('connect', resolve));
    let answer = '';
    inFlight.on('data', (chunk) => (answer += String(chunk)));
    const body = JSON.stringify({ email: 'doradca@emisja.test', password: 'not-the-password' });
    inFlight.write(
      `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        'Expect: 100-continue\r\n\r\n',
    );
    await until(() => answer.includes('\r\n\r\n'), 'the 100 Continue', first);
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    inFlight.write(body.slice(0, 10));
    const stopped = stopGracefully(first);
    await until(() => first.output().includes('Emisja stop: SIGTERM'), 'the stop line', first);
    // write, not end: a half-closed connection is one whose client gave up (Node aborts its request).
    inFlight.write(body.slice(10));
    await inFlightClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
    expect(answer).toContain('"label":"error.incorrectLogin"');
    await stopped;
    if (engine === 'pglite') expect(existsSync(lockPath)).toBe(false);

    // Right after the stop: the data is there and the demo data is not added twice. This start and the next go the way
    // `npm start` goes: the bundle compiled ahead of time (no web app: SERVE_WEB=false).
    const afterStop = startServer({}, 'npm start');
    await waitUntilHealthy(afterStop);
    expect(afterStop.output()).toMatch(/Emisja start: web app not served \(SERVE_WEB=false\)/);
    expect(afterStop.output()).toMatch(/Emisja start: server code loaded \(\d+\.\d s\)/);
    expect(afterStop.output()).toMatch(/Emisja start: demo data present/);
    process.kill(afterStop.pid, 'SIGKILL');
    expect(await afterStop.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // A killed server leaves its lock behind, naming a process that no longer exists: the next start takes it over.
    if (engine === 'pglite') expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: afterStop.pid });

    const afterKill = startServer({}, 'npm start');
    await waitUntilHealthy(afterKill);
    expect(afterKill.output()).toMatch(/Emisja start: demo data present/);
    if (engine === 'pglite') expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: afterKill.pid });
    await stopGracefully(afterKill);
  }, 300_000);

  if (engine === 'pglite') {
    it('ends the start on a damaged data directory with one clear line and exit code 1, and releases the lock', async () => {
      writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
      const damaged = startServer();
      expect((await damaged.exited).code).toBe(1);
      expect(damaged.output()).toMatch(
        new RegExp(
          `\\nEmisja could not start: opening the database \\(embedded PGlite in ${path.join(dataDir, 'pglite')}\\): .*` +
            'The directory may be damaged or written by another PGlite version',
        ),
      );
      expect(errorLines(damaged)).toHaveLength(1);
      expect(damaged.output()).not.toMatch(/^\s+at /m);
      expect(existsSync(lockPath)).toBe(false);
    }, 120_000);
  }

  if (engine === 'postgres') {
    it('ends the start on a DATABASE_URL that cannot be used with one clear line and exit code 1', async () => {
      const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
      // A port where nothing listens, and one that accepts connections but never answers (a stuck server or proxy).
      const closedPort = await freePort();
      const held = new Set<Socket>();
      const silent = createServer((socket) => held.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const silentPort = (silent.address() as AddressInfo).port;
        const cases = [
          {
            url: `postgres://postgres@127.0.0.1:${closedPort}/emisja`,
            line: `Emisja could not start: opening the database (PostgreSQL at 127.0.0.1:${closedPort}/emisja): the connection was refused: is PostgreSQL running there? Check DATABASE_URL.`,
          },
          {
            url: `postgres://${serverUrl.username}@${serverUrl.host}/${databaseName}_missing`,
            line: `Emisja could not start: opening the database (PostgreSQL at ${serverUrl.hostname}:${serverUrl.port || 5432}/${databaseName}_missing): the database "${databaseName}_missing" does not exist. Create it (createdb ${databaseName}_missing) or fix DATABASE_URL.`,
          },
          {
            url: `postgres://postgres@127.0.0.1:${silentPort}/emisja`,
            line: `Emisja could not start: opening the database (PostgreSQL at 127.0.0.1:${silentPort}/emisja): did not finish within 2 s (START_TIMEOUT_SECONDS); giving up.`,
          },
        ];
        const runs = cases.map((entry) => startServer({ DATABASE_URL: entry.url, START_TIMEOUT_SECONDS: '2' }));
        for (const [index, run] of runs.entries()) {
          expect((await run.exited).code).toBe(1);
          expect(errorLines(run)).toEqual([cases[index]!.line]);
          expect(run.output()).not.toMatch(/^\s+at /m);
        }
      } finally {
        for (const socket of held) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    }, 120_000);
  }
});

async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
