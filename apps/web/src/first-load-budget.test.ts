import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kb, measureFirstLoad } from '../../../bench/first-load.ts';

// Issue 16: each listed page's compressed first-load JavaScript stays within its budget (bench/first-load.ts says what is
// counted and why). The build goes to a directory of its own, so the running servers' apps/web/dist is never touched.
const outDir = mkdtempSync(path.join(tmpdir(), 'emisja-web-budget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('first-load JavaScript', () => {
  it('stays within each page budget (brotli)', { timeout: 180_000 }, () => {
    const webRoot = path.resolve(import.meta.dirname, '..');
    const build = spawnSync(process.execPath, [viteBin(webRoot), 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webRoot,
      encoding: 'utf8',
      // vitest sets NODE_ENV=test, which would build React's development bundles.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(build.status, build.stderr).toBe(0);
    const over = measureFirstLoad(outDir)
      .filter((row) => kb(row.brotli) > row.budgetKb)
      .map((row) => `${row.page}: ${kb(row.brotli)} kB > ${row.budgetKb} kB`);
    expect(over).toEqual([]);
  });
});

function viteBin(webRoot: string): string {
  return path.resolve(webRoot, '../../node_modules/vite/bin/vite.js');
}
