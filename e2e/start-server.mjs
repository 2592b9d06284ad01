// Starts the real server for the browser tests: production web build, fresh embedded database, development mailbox.
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
await import('../apps/server/src/server.ts');
