import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../src/db/client.ts';

// The pieces of the crash test (crash-recovery.test.ts): the database of the project's engine, the real server process, and
// a real SMTP peer that records every message with its outbox id and can hold its answers.

const root = path.resolve(import.meta.dirname, '../../..');

/** A fresh database of the project's engine: a PGlite data directory, or a PostgreSQL database created and dropped here. */
export interface EngineDatabase {
  engine: 'pglite' | 'postgres';
  /** DATA_DIR and DATABASE_URL of the server. */
  serverEnv: Record<string, string>;
  /** The app's own database client on it; for PGlite only while no server holds the directory. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createEngineDatabase(): Promise<EngineDatabase> {
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emisja-crash-'));
  const serverEnv = { DATA_DIR: dataDir, STORAGE_DIR: path.join(dataDir, 'storage'), DATABASE_URL: '' };
  if (engine === 'pglite') {
    return {
      engine,
      serverEnv,
      open: () => openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const name = `emisja_crash_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    serverEnv: { ...serverEnv, DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface ServerProcess {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** `node apps/server/src/server.ts` as `npm start` runs it, API only, on a free port (PORT=0). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { pid: child.pid!, exited, output: () => output };
}

/** Polls `read` until it returns a value other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the "listening on" line and a 200 from /health; returns the base URL of the demo landing page. */
export async function waitUntilHealthy(server: ServerProcess): Promise<string> {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  return waitFor(
    'the server to answer /health',
    async () => {
      if (hasExited) throw new Error(`the server exited during its start:\n${server.output()}`);
      const port = /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
      if (!port) return undefined;
      const response = await fetch(`http://localhost:${port}/health`).catch(() => null);
      return response?.ok ? `http://localhost:${port}` : undefined;
    },
    120_000,
  );
}

export interface ReceivedMessage {
  outboxId: string;
  to: string;
  text: string;
  /** The peer answered 250 (false while it holds the answer, and for ever when the sender died meanwhile). */
  isAcknowledged: boolean;
}

/**
 * A real SMTP server on loopback that records every message it has read to the end, with its X-Emisja-Outbox-Id. While
 * `hold()` is on it answers no message: a sender is then mid-send, the message read but not acknowledged, and a sender that
 * dies then cannot have marked it sent.
 */
export async function startSmtpPeer() {
  const received: ReceivedMessage[] = [];
  const held: (() => void)[] = [];
  let isHolding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message: ReceivedMessage = {
            outboxId: String(mail.headers.get('x-emisja-outbox-id') ?? ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
            text: mail.text ?? '',
            isAcknowledged: false,
          };
          received.push(message);
          const acknowledge = () => {
            message.isAcknowledged = true;
            callback();
          };
          if (isHolding) held.push(acknowledge);
          else acknowledge();
        })
        .catch(callback);
    },
  });
  // A killed sender resets its connections: that is the point of the test, not an error of the peer.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold: () => (isHolding = true),
    /** Answers the held messages (whose senders may be gone) and every later one at once. */
    release: () => {
      isHolding = false;
      for (const acknowledge of held.splice(0)) {
        try {
          acknowledge();
        } catch {
          // the connection died with its sender
        }
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** The value of a gauge of /metrics (summed over its labels that match `labels`). */
export async function readMetric(
  base: string,
  token: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /metrics: HTTP ${response.status}`);
  let sum = 0;
  for (const line of (await response.text()).split('\n')) {
    const match = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const isMatch = Object.entries(labels).every(([key, value]) => match[2]?.includes(`${key}="${value}"`));
    if (isMatch) sum += Number(match[3]);
  }
  return sum;
}
