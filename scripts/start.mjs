// `npm start`: builds the web app when its build is missing or older than its sources, then starts the server, which
// serves the API and the built app on one port (issue 2). TypeScript runs through tsx (docs/decisions/005-run-typescript-with-tsx.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

// Each phase is printed with its time (issue 17 item 9); the server prints its own (apps/server/src/server.ts).
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const serveWeb = process.env.SERVE_WEB !== 'false' && process.env.SERVE_WEB !== '0';
if (serveWeb) {
  const checkedAt = performance.now();
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestModification(path.join(root, input))));
  if (builtAt < changedAt) {
    console.log(
      `Emisja start: ${builtAt ? 'the web app changed since its last build: building it' : 'building the web app (first start)'}...`,
    );
    const result = spawnSync('npm', ['run', 'build', '-w', '@emisja/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('\nEmisja could not start: the web app build failed; see the output above.\n');
      process.exit(result.status ?? 1);
    }
    console.log(`Emisja start: web app built (${seconds(performance.now() - checkedAt)})`);
  } else {
    console.log(`Emisja start: web build up to date (${seconds(performance.now() - checkedAt)})`);
  }
} else {
  console.log('Emisja start: web app not served (SERVE_WEB=false)');
}

globalThis.emisjaServerLoadStartedAt = performance.now();
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/server.ts');
