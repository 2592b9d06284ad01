import { PiiKeyringError } from '../lib/pii/index.ts';
import { createStorageProvider } from '../lib/storage/index.ts';
import { encryptLegacyPersonalData, hasEncryptedLegacyData } from '../modules/kyc/encrypt-legacy-personal-data.ts';
import { loadPiiCipher } from '../modules/kyc/kyc-dependencies.ts';
import { runDatabaseCommand } from './database-command.ts';
import { seedDemoData } from './seed/demo-data.ts';

// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, for operators and CI.
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: cli.ts migrate|seed');
  process.exit(2);
}

await runDatabaseCommand(
  async ({ database, env }) => {
    const lines = ['Migrations applied.'];
    const { cipher } = loadPiiCipher(env);
    const legacy = await encryptLegacyPersonalData(database.db, cipher);
    if (hasEncryptedLegacyData(legacy)) {
      lines.push(
        `Personal data of earlier versions encrypted: ${legacy.investors} investors, ${legacy.kycRequests} KYC requests, ` +
          `${legacy.advisors} advisors' document numbers (${legacy.advisorAuditRows} audit rows masked).`,
      );
    }
    if (command === 'seed') {
      const { created } = await seedDemoData(database.db, { storage: await createStorageProvider(env), cipher });
      lines.push(created ? 'Demo data created.' : 'Demo data already present: nothing added.');
    }
    return { lines };
  },
  [PiiKeyringError],
);
