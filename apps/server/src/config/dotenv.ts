import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root.ts';

/** Loads the repository's .env when present (process.loadEnvFile: Node 20.12+); variables already set win. */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
