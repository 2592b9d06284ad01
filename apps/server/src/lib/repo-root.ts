import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder at or above `from` whose package.json declares the npm workspaces. Found, not
 * counted in `../`, because the server's code runs both from its sources (tsx: tests, `npm run dev`, the container) and
 * from the bundle `npm start` builds (apps/server/dist/server.mjs, scripts/build-server.mjs).
 */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with workspaces at or above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
