import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_TRANSLATIONS } from './i18n';
import { LOADABLE_GROUPS, type LoadableGroup } from './i18n-resources';

// Translations load per screen (lib/i18n.ts): the groups a route's `withTranslations` lists in app/router.tsx must cover
// every group its code uses, or the screen would show keys. The unit tests cannot see a missing group (their setup loads
// every group), so this test reads the sources: a module "uses" a group when a string starts with `group.` (t('list.x'),
// `list.${key}`), and a route's code is its module and everything it imports, statically or dynamically.

const SRC = path.resolve(import.meta.dirname, '..');
const ROUTER = path.join(SRC, 'app/router.tsx');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const STATIC_IMPORT = /(?:from\s+|import\s+)['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function modulesOf(entry: string, pattern: RegExp): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const resolved = resolveImport(file, match[1]!);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

function groupsUsedBy(files: Set<string>): LoadableGroup[] {
  const code = [...files]
    // i18n itself names every group; the test helpers are not shipped.
    .filter((file) => !/[\\/]lib[\\/]i18n[^\\/]*\.ts$|\.test\.tsx?$|[\\/]testing[\\/]/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return LOADABLE_GROUPS.filter((group) => new RegExp(`['"\`]${group}\\.`).test(code));
}

const routes = [
  ...readFileSync(ROUTER, 'utf8').matchAll(/(?:withTranslations\(\s*\[([^\]]*)\],\s*)?\(\) => import\('(\.\/routes\/[^']+)'\)/g),
].map((match) => ({
  module: match[2]!,
  groups: [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((group) => group[1]!),
}));

describe('translation groups of the routes', () => {
  it('reads the routes of the router', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('loads in the shell (before the first render) every group the shell uses', () => {
    // The router's own static imports, without its lazy routes.
    const shell = modulesOf(path.join(SRC, 'main.tsx'), STATIC_IMPORT);
    expect(groupsUsedBy(shell).filter((group) => !(CORE_TRANSLATIONS as readonly string[]).includes(group))).toEqual([]);
  });

  it.each(routes)('route $module loads every group its screen uses', ({ module, groups }) => {
    const file = resolveImport(ROUTER, module);
    expect(file, module).not.toBeNull();
    const loaded = new Set<string>([...CORE_TRANSLATIONS, ...groups]);
    expect(groupsUsedBy(modulesOf(file!, IMPORT)).filter((group) => !loaded.has(group))).toEqual([]);
  });
});
