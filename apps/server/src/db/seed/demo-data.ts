import { eq } from 'drizzle-orm';
import { createPiiCipher, generatePiiKeyEntry, parsePiiKeyring, type PiiCipher } from '../../lib/pii/index.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { sealAdvisorDocumentNumber } from '../../modules/advisors/advisor-document-number.ts';
import { sealInvestorField, sealQuestionnaire } from '../../modules/kyc/kyc-crypto.ts';
import type { Db } from '../client.ts';
import { landingPages } from '../schema/index.ts';
import { DEMO_BRANDING, NAVY_BRANDING } from './demo-branding.ts';
import { insertDemoDocuments } from './demo-documents.ts';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_ADVISOR_2,
  DEMO_COORDINATOR,
  DEMO_INVESTOR,
  DEMO_PASSWORD,
  NAVY_ADMIN,
  NAVY_ADVISOR,
  NAVY_INVESTOR,
} from './demo-people.ts';
import { buildDemoRows, DEMO_TABLES, type DemoRows } from './demo-rows.ts';

// Demo data of product-decisions section 7: every screen has data on the first start. Seeded outside production only
// (env.seedDemoData), because the demo accounts share a published password.

export { DEMO_PASSWORD } from './demo-people.ts';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'coordinator' | 'advisor' | 'investor';
  /** Landing page name and development host, e.g. "Emisja Demo (localhost)". */
  landing: string;
  landingSlug: 'demo' | 'navy';
  host: string;
  passwordHint: string;
}

const INVESTOR_HINT = 'no password: log in by e-mail link (development mailbox)';
const DEMO_LANDING = `${DEMO_BRANDING.name} (${DEMO_BRANDING.hosts[0]})`;
const NAVY_LANDING = `${NAVY_BRANDING.name} (${NAVY_BRANDING.hosts[0]})`;

/** The demo accounts, for the start-up banner and the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: DEMO_ADMIN.email,
    role: 'admin',
    landing: DEMO_LANDING,
    landingSlug: 'demo',
    host: 'localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: DEMO_COORDINATOR.email,
    role: 'coordinator',
    landing: DEMO_LANDING,
    landingSlug: 'demo',
    host: 'localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: DEMO_ADVISOR.email,
    role: 'advisor',
    landing: DEMO_LANDING,
    landingSlug: 'demo',
    host: 'localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: DEMO_ADVISOR_2.email,
    role: 'advisor',
    landing: DEMO_LANDING,
    landingSlug: 'demo',
    host: 'localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: DEMO_INVESTOR.email,
    role: 'investor',
    landing: DEMO_LANDING,
    landingSlug: 'demo',
    host: 'localhost',
    passwordHint: INVESTOR_HINT,
  },
  {
    email: NAVY_ADMIN.email,
    role: 'admin',
    landing: NAVY_LANDING,
    landingSlug: 'navy',
    host: 'navy.localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: NAVY_ADVISOR.email,
    role: 'advisor',
    landing: NAVY_LANDING,
    landingSlug: 'navy',
    host: 'navy.localhost',
    passwordHint: DEMO_PASSWORD,
  },
  {
    email: NAVY_INVESTOR.email,
    role: 'investor',
    landing: NAVY_LANDING,
    landingSlug: 'navy',
    host: 'navy.localhost',
    passwordHint: INVESTOR_HINT,
  },
];

export interface SeedDemoDataOptions {
  /** Where the demo documents' bytes go: the storage provider the app itself uses. */
  storage: StorageProvider;
  /** "Today" for the dates of the demo data (campaign windows, offers, schedules); the current time by default. */
  now?: Date;
  /**
   * The personal data cipher the server uses (its PII_ENCRYPTION_KEY or development key), so the demo's PESEL numbers, document
   * numbers and accounts are stored encrypted and the app can read them. Without it (benchmarks) a throw-away key encrypts
   * them: never clear text, but unreadable afterwards.
   */
  cipher?: PiiCipher;
}

/**
 * The personal numbers of the demo rows encrypted as the app stores them (modules/kyc/kyc-crypto.ts,
 * modules/advisors/advisor-document-number.ts).
 */
function sealDemoPersonalData(rows: DemoRows, cipher: PiiCipher): void {
  for (const row of rows.advisors) {
    row.documentNumber = sealAdvisorDocumentNumber(cipher, row.id as string, row.documentNumber ?? null);
  }
  for (const row of rows.investors) {
    const id = row.id as string;
    row.pesel = sealInvestorField(cipher, 'pesel', id, row.pesel ?? null);
    row.bankAccount = sealInvestorField(cipher, 'bank_account', id, row.bankAccount ?? null);
  }
  for (const row of rows.kycRequests) {
    const id = row.id as string;
    if (row.data) row.data = sealQuestionnaire(cipher, row.data, 'data', id);
    if (row.draft) row.draft = sealQuestionnaire(cipher, row.draft, 'draft', id);
  }
}

/**
 * Fills an empty database with the demo data in one transaction, and the storage with the demo documents' bytes. Idempotent:
 * when the "demo" landing page exists it adds nothing and returns `{ created: false }`, so every start may call it.
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions): Promise<{ created: boolean }> {
  // Cheap check first, so a normal start does not pay for hashing the password.
  if (await hasDemoLanding(db)) return { created: false };

  // One hash for every demo account keeps the start fast (argon2id costs ~12 ms and 19 MiB per hash).
  const now = options.now ?? new Date();
  const rows = buildDemoRows({ now, passwordHash: await hashPassword(DEMO_PASSWORD) });
  sealDemoPersonalData(rows, options.cipher ?? createPiiCipher(parsePiiKeyring(generatePiiKeyEntry('throwaway'))));
  const demoLanding = rows.landingPages.find((landing) => landing.slug === DEMO_BRANDING.slug);
  const otherLandings = rows.landingPages.filter((landing) => landing !== demoLanding);
  const demoAdmin = rows.users.find((user) => user.email === DEMO_ADMIN.email);
  if (!demoLanding?.id) throw new Error('demo data has no "demo" landing page');
  if (!demoAdmin?.id) throw new Error('demo data has no admin user');
  const documentsTarget = { landingPageId: demoLanding.id, uploadedByUserId: demoAdmin.id, now };

  const storedKeys: string[] = [];
  const seeding = db.transaction(async (tx) => {
    // Check and claim in one statement: of two processes seeding at once, the second waits on the unique slug, then
    // inserts nothing and stops here.
    const claimed = await tx
      .insert(landingPages)
      .values(demoLanding)
      .onConflictDoNothing({ target: landingPages.slug })
      .returning({ id: landingPages.id });
    if (claimed.length === 0) return { created: false };

    await tx.insert(landingPages).values(otherLandings);
    for (const name of Object.keys(DEMO_TABLES) as (keyof DemoRows)[]) {
      if (name === 'landingPages') continue;
      // One table at a time in DEMO_TABLES' order; the rows are that table's (DemoRows is derived from DEMO_TABLES).
      await tx.insert(DEMO_TABLES[name]).values(rows[name] as never);
    }
    await insertDemoDocuments(tx, options.storage, documentsTarget, storedKeys);
    return { created: true };
  });
  try {
    return await seeding;
  } catch (error) {
    // Bytes cannot join the database transaction: those stored for a transaction that failed are removed.
    await Promise.allSettled(storedKeys.map((key) => options.storage.delete(key)));
    throw error;
  }
}

async function hasDemoLanding(db: Db): Promise<boolean> {
  const found = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(eq(landingPages.slug, DEMO_BRANDING.slug))
    .limit(1);
  return found.length > 0;
}
