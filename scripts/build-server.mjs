// The server's start-up bundle for `npm start` (issue 16: a restart within 3 s): apps/server/src/server.ts and the shared
// package compiled ahead of time by esbuild into one ES module, apps/server/dist/server.mjs (plus a chunk per module loaded
// only on demand, apps/server/dist/chunks/), instead of being transpiled
// by tsx's module hooks at every start (on Node 20 those hooks run on a thread of their own and every import waits for
// them). Packages from node_modules stay imports. Rebuilt when a source is newer than the bundle; everything else (tests,
// `npm run dev`, the container) runs the sources through tsx as before (docs/decisions/064-server-bundle-for-npm-start.md).
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** The newest modification time under `target` (tests and node_modules aside: they are not in the bundle). */
function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

export function isServerBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return inputs.some((input) => newestModification(path.join(root, input)) > builtAt);
}

/** Our own workspace packages are compiled into the bundle; every other bare import stays an import of node_modules. */
const packagesStayImports = {
  name: 'packages-stay-imports',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@emisja/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the bundle. Its files are written under temporary names and renamed into place, so that two starts compiling
 * at once (or a start reading the bundle while another compiles it) never see half a file.
 */
export async function buildServerBundle() {
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outdir: path.dirname(SERVER_BUNDLE),
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    // Code that only some requests need (an `import()` of our own module: the S3 storage) goes to a chunk of its own,
    // loaded when called; in one file its packages would be imported by every start (issue 16: a restart within 3 s).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesStayImports],
    // Stack traces name the sources: `node --enable-source-maps` reads the map when asked to.
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // The maps first, then the chunks, the entry last: its mtime then marks a complete set. A chunk's name holds its content's
  // hash, so a start reading the previous entry still finds the chunks it imports.
  const rank = (file) => (file.path.endsWith('.map') ? 0 : file.path === SERVER_BUNDLE ? 2 : 1);
  const files = [...result.outputFiles].sort((a, b) => rank(a) - rank(b));
  for (const file of files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServerBundle();
