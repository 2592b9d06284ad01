// `npm start`: builds the web app when its build is missing or older than its sources, beside the server's start; the
// server serves the API and the built app on one port (issue 2). The server runs from a bundle compiled ahead of time
// (scripts/build-server.mjs, docs/decisions/064); elsewhere TypeScript runs through tsx (docs/decisions/005).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
// A build runs beside the server's start (issue 16: a fresh start is the build plus PGlite's creation, migrations and the
// demo data, each bound by one core): the server opens and prepares the database meanwhile and waits for the build only
// before it serves the app (`emisjaWebBuild`, read by server.ts). The build's own output is printed when it fails.
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const serveWeb = process.env.SERVE_WEB !== 'false' && process.env.SERVE_WEB !== '0';
if (serveWeb) {
  const checkedAt = performance.now();
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestModification(path.join(root, input))));
  if (builtAt < changedAt) {
    console.log(
      `Emisja start: ${builtAt ? 'the web app changed since its last build: building it' : 'building the web app (first start)'}` +
        ' beside the database start...',
    );
    globalThis.emisjaWebBuild = buildWebApp();
  } else {
    console.log(`Emisja start: web build up to date (${seconds(performance.now() - checkedAt)})`);
  }
} else {
  console.log('Emisja start: web app not served (SERVE_WEB=false)');
}

/**
 * The web app's build (its `build` script, `vite build`) in a child process: resolves with its outcome, its time and its
 * output (never rejects). Vite runs as the child itself, not under npm, so that stopping the child stops the build.
 */
function buildWebApp() {
  const startedAt = performance.now();
  const webDir = path.join(root, 'apps/web');
  const vite = path.join(
    path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  return new Promise((resolve) => {
    // Always a production build: the server's NODE_ENV (development turns on the mailbox and the demo data) must not give
    // the browser React's development build, several times slower (Vite honours NODE_ENV=development in a build).
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A start that ends early (the database cannot be opened) does not leave the build running.
    const stopBuild = () => child.kill();
    process.on('exit', stopBuild);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const settle = (ok, detail) => {
      process.off('exit', stopBuild);
      resolve({ ok, milliseconds: performance.now() - startedAt, output: Buffer.concat(output).toString() + (detail ?? '') });
    };
    child.on('error', (error) => settle(false, `\n${error.message}\n`));
    child.on('close', (code) => settle(code === 0));
  });
}

// The server runs from its start-up bundle, compiled ahead of time when a source changed (scripts/build-server.mjs).
const { buildServerBundle, isServerBundleStale, SERVER_BUNDLE } = await import('./build-server.mjs');
if (isServerBundleStale()) {
  const compiledAt = performance.now();
  try {
    await buildServerBundle();
  } catch (error) {
    console.error(`\nEmisja could not start: the server's code did not compile: ${error.message}\n`);
    process.exit(1);
  }
  console.log(`Emisja start: server code compiled (${seconds(performance.now() - compiledAt)})`);
}
globalThis.emisjaServerLoadStartedAt = performance.now();
await import(pathToFileURL(SERVER_BUNDLE).href);
