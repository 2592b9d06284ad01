// Starts the real server for the browser tests: production web build, fresh embedded database, development mailbox, fake
// public registers.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.PORT ?? '3100';
const dataDir = path.join(tmpdir(), `emisja-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.STORAGE_DIR = path.join(dataDir, 'storage');
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

const { register } = await import('tsx/esm/api');
register();
// The public registers of the KYC questionnaire (issue 12): the in-process fakes of the KRS open API and the VAT white list,
// answering their documented JSON (apps/server/test/fake-registers.ts, no test runner needed), so no lookup leaves the
// machine. The server reads their addresses from the environment when it starts.
const { startFakeKrs, startFakeVatWhitelist } = await import('../apps/server/test/fake-registers.ts');
const [krs, vatWhitelist] = await Promise.all([startFakeKrs(), startFakeVatWhitelist()]);
process.env.KRS_API_URL = krs.url;
process.env.VAT_WHITELIST_API_URL = vatWhitelist.url;
await import('../apps/server/src/server.ts');
