import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildApp } from './app.ts';
import { loadDotEnv } from './config/dotenv.ts';
import { EnvError, loadEnv, type Env } from './config/env.ts';
import { migrateDatabase, type Database } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { describeDatabase, openConfiguredDatabase } from './db/open-configured-database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/demo-data.ts';
import { PiiKeyringError } from './lib/pii/index.ts';
import gracefulStop from './plugins/graceful-stop.ts';
import { createStorageProvider } from './lib/storage/index.ts';
import { encryptLegacyPersonalData, hasEncryptedLegacyData } from './modules/kyc/encrypt-legacy-personal-data.ts';
import { loadPiiCipher } from './modules/kyc/kyc-dependencies.ts';

// The server process (issue 17 item 9, docs/decisions/051-operations-health-metrics-container.md): each start phase is
// printed with its time; a phase that fails or hangs ends the start with one clear line and exit code 1; SIGTERM and SIGINT
// stop taking requests, finish those in flight, hand back running jobs, close the database and exit within 10 s.

declare global {
  /** Set by scripts/start.mjs just before it imports this file: the server code's load time is measured from there. */
  var emisjaServerLoadStartedAt: number | undefined;
  /** Set by scripts/start.mjs when it builds the web app beside the start: the app is served once the build is done. */
  var emisjaWebBuild: Promise<{ ok: boolean; milliseconds: number; output: string }> | undefined;
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const startLine = (text: string) => console.log(`Emisja start: ${text}`);
const codeLoadedAt = performance.now();
startLine(`server code loaded (${seconds(codeLoadedAt - (globalThis.emisjaServerLoadStartedAt ?? 0))})`);

/** A start that cannot go on: its one-line reason is all the user needs (no stack). */
class StartError extends Error {
  override name = 'StartError';
}

/**
 * Ends the start when a phase outlives START_TIMEOUT_SECONDS. The first timer runs on the main thread and stops the start
 * cleanly; the second runs on a thread of its own, because PGlite runs PostgreSQL as WebAssembly on the main thread, and a
 * hang there would also hold every main-thread timer: that one kills the process (the data directory lock of a dead process
 * is taken over by the next start, db/data-dir-lock.ts).
 */
function createStartWatchdog(timeoutSeconds: number, onTimeout: () => void) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { writeSync } = require('node:fs');
     let timer;
     parentPort.on('message', (phase) => {
       clearTimeout(timer);
       if (phase === null) return;
       timer = setTimeout(() => {
         writeSync(2, '\\nEmisja could not start: ' + phase + ' did not finish within ' + workerData.seconds +
           ' s and the process does not respond; it is stopped (START_TIMEOUT_SECONDS).\\n\\n');
         process.kill(workerData.pid, 'SIGKILL');
       }, workerData.seconds * 1000 + 5000);
     });`,
    { eval: true, workerData: { pid: process.pid, seconds: timeoutSeconds } },
  );
  worker.unref();
  let timer: NodeJS.Timeout | undefined;
  return {
    enter(phase: string) {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, timeoutSeconds * 1000);
      worker.postMessage(phase);
    },
    /** No phase runs under the watchdog until the next `enter` (a wait whose length is not the server's to bound). */
    pause() {
      clearTimeout(timer);
      worker.postMessage(null);
    },
    stop() {
      clearTimeout(timer);
      worker.postMessage(null);
      void worker.terminate();
    },
  };
}

function printBanner(env: Env, port: number, seeded: boolean) {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const base = `http://${host}:${port}`;
  const lines = [
    '',
    `  Emisja is running on ${base}`,
    `  Second tenant (Navy Capital): http://navy.localhost:${port}`,
    `  Database: ${describeDatabase(env)}`,
    env.isDevMailbox
      ? `  E-mail: NOT delivered; kept in the development mailbox at ${base}/dev/mailbox`
      : `  E-mail: sent over SMTP (${new URL(env.SMTP_URL ?? 'smtp://unset').hostname})`,
    `  API documentation: ${base}/api/docs`,
  ];
  if (env.seedDemoData) {
    lines.push(
      `  Demo data: ${seeded ? 'created now' : 'present'}. Demo accounts (password Demo1234!; investors log in by e-mail link):`,
    );
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(26)} ${account.role.padEnd(12)} ${account.landing}`);
  }
  console.log(lines.join('\n') + '\n');
}

function errorCode(error: unknown): string | undefined {
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError of each attempt.
  return Array.isArray(errors) && errors.length > 0 ? errorCode(errors[0]) : undefined;
}

/** Why the database could not be opened, in words a user can act on. */
function describeOpenFailure(env: Env, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!env.DATABASE_URL) {
    return (
      `${message}. The directory may be damaged or written by another PGlite version: restore it from a backup, or ` +
      'start with another DATA_DIR (or DATABASE_URL).'
    );
  }
  const url = new URL(env.DATABASE_URL);
  const database = decodeURIComponent(url.pathname.slice(1)) || url.username;
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return 'the connection was refused: is PostgreSQL running there? Check DATABASE_URL.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name is not known: check DATABASE_URL.';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `the server cannot be reached (${errorCode(error)}): check DATABASE_URL and the network.`;
    case '3D000':
      return `the database "${database}" does not exist. Create it (createdb ${database}) or fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `the login was refused: ${message}. Check the user and password in DATABASE_URL.`;
    default:
      return message;
  }
}

async function main() {
  loadDotEnv();
  const env = loadEnv();
  let currentPhase = 'starting';
  let phaseStartedAt = performance.now();
  let timedOut: ((error: StartError) => void) | undefined;
  const watchdog = createStartWatchdog(env.START_TIMEOUT_SECONDS, () =>
    timedOut?.(new StartError(`did not finish within ${env.START_TIMEOUT_SECONDS} s (START_TIMEOUT_SECONDS); giving up.`)),
  );
  const timeout = new Promise<never>((_, reject) => (timedOut = reject));
  timeout.catch(() => undefined);
  /** Runs one start phase under the watchdog; `done` words the line printed with its time. */
  async function phase<T>(name: string, work: () => Promise<T>, done: (result: T) => string): Promise<T> {
    currentPhase = name;
    phaseStartedAt = performance.now();
    watchdog.enter(name);
    const result = await Promise.race([work(), timeout]);
    startLine(`${done(result)} (${seconds(performance.now() - phaseStartedAt)})`);
    return result;
  }

  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await phase(
      `opening the database (${describeDatabase(env)})`,
      () =>
        openConfiguredDatabase(env).catch((error: unknown) => {
          // The lock's own message already says what to do.
          throw error instanceof DataDirInUseError ? error : new StartError(describeOpenFailure(env, error), { cause: error });
        }),
      () => `database open: ${describeDatabase(env)}`,
    );
    const opened = database;
    await phase(
      'migrating the database',
      () =>
        migrateDatabase(opened).catch((error: unknown) => {
          throw new StartError(`the migrations failed: ${(error as Error).message}`, { cause: error });
        }),
      () => 'migrations up to date',
    );
    // Personal data (docs/decisions/032-kyc-server.md): the key first (production without PII_ENCRYPTION_KEY stops here),
    // then any clear-text PESEL, document, tax or account number of an earlier version encrypted before anyone can read it.
    const { pii, legacy } = await phase(
      'checking personal data encryption',
      async () => {
        const loaded = loadPiiCipher(env);
        return { pii: loaded, legacy: await encryptLegacyPersonalData(opened.db, loaded.cipher) };
      },
      () => 'personal data encryption checked',
    );
    const storage = await createStorageProvider(env);
    const seeded = await phase(
      'adding the demo data',
      async () => (env.seedDemoData ? (await seedDemoData(opened.db, { storage, cipher: pii.cipher })).created : false),
      (created) => (!env.seedDemoData ? 'demo data off (SEED_DEMO_DATA)' : created ? 'demo data created' : 'demo data present'),
    );
    if (globalThis.emisjaWebBuild) {
      // The web build started by scripts/start.mjs: its time depends on the machine's load, not on the server, so it
      // runs outside the watchdog; it fails on its own if it cannot go on.
      currentPhase = 'building the web app';
      watchdog.pause();
      const waitStartedAt = performance.now();
      const build = await globalThis.emisjaWebBuild;
      if (!build.ok) {
        process.stderr.write(build.output);
        throw new StartError('the web app build failed; see its output above.');
      }
      startLine(
        `web app built (${seconds(build.milliseconds)}, beside the database start; waited ` +
          `${seconds(performance.now() - waitStartedAt)})`,
      );
    }
    app = await phase(
      'starting the app (routes, job queue)',
      async () => {
        const built = await buildApp({ env, database: opened, storage, kyc: { cipher: pii.cipher } });
        // Its hooks reach every route, registered before or after it (Fastify applies hooks when the app is ready).
        await built.register(gracefulStop);
        await built.ready();
        return built;
      },
      () => 'app ready (routes, job queue)',
    );
    const started = app;
    if (hasEncryptedLegacyData(legacy)) {
      started.log.info(legacy, 'personal data stored in clear text by an earlier version is now encrypted');
    }
    if (pii.source === 'dev-key-file') {
      started.log.warn(
        { keyFile: pii.devKeyPath },
        'PII_ENCRYPTION_KEY is not set: personal data is encrypted with the development key in DATA_DIR (back it up with the data)',
      );
    }
    if (env.isDevMailbox)
      started.log.warn('SMTP_URL is not set: e-mail is not delivered, it is kept in the development mailbox at /dev/mailbox');
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    // PORT=0 takes a free port (the process tests do): the lines name the port the server got.
    const port = await phase(
      `listening on port ${env.PORT}`,
      async () => {
        await started.listen({ port: env.PORT, host: env.HOST });
        return (started.server.address() as AddressInfo).port;
      },
      (listening) => `listening on http://${host}:${listening}`,
    );
    startLine(`ready, ${seconds(performance.now())} after the process started`);
    watchdog.stop();
    printBanner(env, port, seeded);
  } catch (error) {
    watchdog.stop();
    // Whatever the start opened is closed (the data directory lock released) before the process ends; a close that hangs
    // too must not keep it alive.
    const closing = app ? app.close() : database?.close();
    await Promise.race([closing?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    throw error instanceof StartError || error instanceof PiiKeyringError
      ? new StartError(`${currentPhase}: ${error.message}`, { cause: error })
      : error;
  }

  const started = app;
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    const stoppingAt = performance.now();
    console.log(`Emisja stop: ${signal}: no new requests; finishing those in flight, handing back jobs, closing the database`);
    const forceExit = setTimeout(() => {
      console.error('Emisja stop: the graceful stop did not finish within 10 s; exiting anyway');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      // Fastify stops accepting connections, answers 503 on kept-alive ones, waits for the requests in flight; then the
      // onClose hooks stop pg-boss (running jobs get 3 s, then go back to the queue as failed and are retried) and close
      // the database (the data directory lock with it).
      await started.close();
      console.log(`Emisja stop: stopped in ${seconds(performance.now() - stoppingAt)}`);
      process.exit(0);
    } catch (error) {
      started.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(`\nEmisja could not start: ${error.message}\n`);
  } else if (error instanceof StartError) {
    console.error(`\nEmisja could not start: ${error.message}\n`);
  } else {
    // Not a failure the start knows how to word: the stack is the only clue.
    console.error('\nEmisja could not start:', error);
  }
  process.exit(1);
});
