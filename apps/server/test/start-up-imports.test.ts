import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/lib/repo-root.ts';

// Issue 16 (a restart within 3 s): what the server imports before it can answer is what every start pays for. Packages
// that only some requests need load with the first of them: jsdom and DOMPurify with the first SVG upload (jsdom alone took
// 0.4 s of each start), the AWS SDK only when S3_BUCKET is set (0.2 s). Read from the start-up bundle itself
// (scripts/build-server.mjs), compiled afresh: in one file, the packages of a module reached only by `import()` would
// still be imported by every start.

const SERVER_DIST = path.join(REPO_ROOT, 'apps/server/dist');
const STATIC_IMPORT = /^(?:import|export)\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm;

/** The packages the bundle imports when it is loaded: its entry's static imports and those of the chunks it imports. */
function packagesImportedAtStart(): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(path.join(SERVER_DIST, 'server.mjs'));
  return packages;
}

describe("the server's start-up bundle", () => {
  it('leaves jsdom, DOMPurify and the AWS SDK to the requests that need them', () => {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs')], { stdio: 'pipe' });
    const atStart = packagesImportedAtStart();
    expect(atStart.has('fastify')).toBe(true);
    expect(atStart.has('@electric-sql/pglite')).toBe(true);
    expect([...atStart].filter((name) => /^(jsdom|dompurify|@aws-sdk\/.*)$/.test(name))).toEqual([]);
  });

  it("builds the app without Fastify's default schema compilers (every schema is zod)", () => {
    // Fastify loads Ajv and fast-json-stringify's compiler when it is created unless it is handed the compilers' factories:
    // about 0.1 s of every start (app.ts, schemaController). Told by a process of its own, where nothing else loaded them.
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/test/app-packages-cli.ts')],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    const loaded = JSON.parse(output.trim().split('\n').at(-1)!) as string[];
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('pino');
    expect(
      loaded.filter((name) => /^(ajv|ajv-formats|@fastify\/ajv-compiler|@fastify\/fast-json-stringify-compiler)$/.test(name)),
    ).toEqual([]);
  }, 60_000);
});
