import { buildApp } from './app.ts';
import { loadDotEnv } from './config/dotenv.ts';
import { EnvError, loadEnv, type Env } from './config/env.ts';
import { migrateDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { describeDatabase, openConfiguredDatabase } from './db/open-configured-database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/demo-data.ts';
import { PiiKeyringError } from './lib/pii/index.ts';
import { createStorageProvider } from './lib/storage/index.ts';
import { encryptLegacyPersonalData, hasEncryptedLegacyData } from './modules/kyc/encrypt-legacy-personal-data.ts';
import { loadPiiCipher } from './modules/kyc/kyc-dependencies.ts';

function printBanner(env: Env, seeded: boolean) {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const base = `http://${host}:${env.PORT}`;
  const lines = [
    '',
    `  Emisja is running on ${base}`,
    `  Second tenant (Navy Capital): http://navy.localhost:${env.PORT}`,
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

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    // Personal data (docs/decisions/032-kyc-server.md): the key first (production without PII_ENCRYPTION_KEY stops here),
    // then any clear-text PESEL, document, tax or account number of an earlier version encrypted before anyone can read it.
    const pii = loadPiiCipher(env);
    const legacy = await encryptLegacyPersonalData(database.db, pii.cipher);
    const storage = createStorageProvider(env);
    const seeded = env.seedDemoData ? (await seedDemoData(database.db, { storage, cipher: pii.cipher })).created : false;
    app = await buildApp({ env, database, storage, kyc: { cipher: pii.cipher } });
    if (hasEncryptedLegacyData(legacy)) {
      app.log.info(legacy, 'personal data stored in clear text by an earlier version is now encrypted');
    }
    if (pii.source === 'dev-key-file') {
      app.log.warn(
        { keyFile: pii.devKeyPath },
        'PII_ENCRYPTION_KEY is not set: personal data is encrypted with the development key in DATA_DIR (back it up with the data)',
      );
    }
    if (env.isDevMailbox)
      app.log.warn('SMTP_URL is not set: e-mail is not delivered, it is kept in the development mailbox at /dev/mailbox');
    await app.listen({ port: env.PORT, host: env.HOST });
    printBanner(env, seeded);
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError || error instanceof PiiKeyringError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Emisja failed to start:', error);
  }
  process.exit(1);
});
