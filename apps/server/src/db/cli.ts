import { loadDotEnv } from '../config/dotenv.ts';
import { EnvError, loadEnv } from '../config/env.ts';
import { createStorageProvider } from '../lib/storage/index.ts';
import { encryptLegacyPersonalData, hasEncryptedLegacyData } from '../modules/kyc/encrypt-legacy-personal-data.ts';
import { loadPiiCipher } from '../modules/kyc/kyc-dependencies.ts';
import { migrateDatabase } from './client.ts';
import { describeDatabase, openConfiguredDatabase } from './open-configured-database.ts';
import { seedDemoData } from './seed/demo-data.ts';

// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, for operators and CI.
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: cli.ts migrate|seed');
  process.exit(2);
}

loadDotEnv();
try {
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied to ${describeDatabase(env)}.`);
    const { cipher } = loadPiiCipher(env);
    const legacy = await encryptLegacyPersonalData(database.db, cipher);
    if (hasEncryptedLegacyData(legacy)) {
      console.log(
        `Personal data of earlier versions encrypted: ${legacy.investors} investors, ${legacy.kycRequests} KYC requests, ` +
          `${legacy.advisors} advisors' document numbers (${legacy.advisorAuditRows} audit rows masked).`,
      );
    }
    if (command === 'seed') {
      const { created } = await seedDemoData(database.db, { storage: createStorageProvider(env), cipher });
      console.log(created ? 'Demo data created.' : 'Demo data already present: nothing added.');
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
