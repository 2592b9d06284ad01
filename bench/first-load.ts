// First-load JavaScript per page (issue 16), read from Vite's build manifest (`build.manifest` in apps/web/vite.config.ts):
// the entry's static imports plus, for each route module the page matches (router.tsx loads them with `lazy`), the
// module and its static imports, plus the Polish translations the page waits for (the shell's core chunk and the groups
// the route's `withTranslations` lists, apps/web/src/lib/i18n.ts). Other dynamic imports (dialogs, the KYC form, PDF...)
// are not counted: they load only when used. Figures, not timings: the same build gives the same numbers on any machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages of the budget and the route modules (src/app/routes/...) the router loads for each. `budgetKb` is the brotli
 * ceiling the test (apps/web/src/first-load-budget.test.ts) enforces: the figures of 2026-11-29, after zod left the shell
 * (the API client and the branding provider check their three start-up answers by hand, docs/decisions/063), plus ~2 kB,
 * so the first load cannot grow unnoticed; `targetKb` is issue 16's goal. No page meets it yet: the shell every page shares
 * is ~130 kB brotli, of which React DOM ~57, React Router ~26, i18next ~16 and TanStack Query ~12
 * (docs/decisions/068, docs/performance-budgets.md). `/campaign` uses zod itself (docs/decisions/063); its budget came down
 * when `notify` stopped bringing sonner (2026-11-29, decision 059's amendment). `/app/investors` meets its target since
 * its answers' schemas load beside its first calls instead of with the screen (2026-12-02, docs/decisions/069).
 */
export const FIRST_LOAD_PAGES: { page: string; routes: string[]; budgetKb: number; targetKb: number }[] = [
  { page: '/', routes: ['landing'], budgetKb: 136, targetKb: 100 },
  { page: '/doradcy', routes: ['advisors-landing'], budgetKb: 137, targetKb: 100 },
  { page: '/investor-login', routes: ['investor-login'], budgetKb: 135, targetKb: 100 },
  { page: '/campaign', routes: ['campaign'], budgetKb: 192, targetKb: 100 },
  {
    page: '/app/investors',
    routes: ['app/panel', 'app/advisor-panel-guard', 'app/investors/list'],
    budgetKb: 178,
    targetKb: 180,
  },
];

export type FirstLoad = {
  page: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  budgetKb: number;
  targetKb: number;
};

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const ROUTER = path.resolve(import.meta.dirname, '../apps/web/src/app/router.tsx');

/** The translation groups a route's `withTranslations` lists in router.tsx. */
function routeTranslationGroups(route: string): string[] {
  const router = readFileSync(ROUTER, 'utf8');
  for (const match of router.matchAll(/withTranslations\(\s*\[([^\]]*)\],\s*\(\) => import\('\.\/routes\/([^']+)'\)/g)) {
    if (match[2] === route) return [...match[1]!.matchAll(/'(\w+)'/g)].map((group) => group[1]!);
  }
  return [];
}

/**
 * The manifest keys of the Polish translations a page waits for: the core chunk (CORE_TRANSLATIONS, one chunk per language
 * by vite.config.ts) and each group of its routes (a locale file, or the shared module of the offer status labels).
 */
function translationKeys(manifest: Manifest, routes: string[]): string[] {
  const core = Object.keys(manifest).find((key) => manifest[key]!.name === 'i18n-core-pl');
  if (!core) throw new Error('the build manifest has no i18n-core-pl chunk');
  const keys = [core];
  for (const group of routes.flatMap(routeTranslationGroups)) {
    const file = group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const key = Object.keys(manifest).find((name) =>
      group === 'offerStatuses'
        ? // The shared module of the labels (offers-core, no zod): a dynamic entry, or a common chunk of that name when other
          // code imports it.
          name.endsWith('shared/src/schemas/offers-core.ts') || (name.startsWith('_') && manifest[name]!.name === 'offers-core')
        : name === `src/locales/pl/${file}.json`,
    );
    if (!key) throw new Error(`the translation group ${group} is not in the build manifest`);
    keys.push(key);
  }
  return keys;
}

function routeKey(manifest: Manifest, route: string): string {
  const key = Object.keys(manifest).find((name) => new RegExp(`^src/app/routes/${route}(/index)?\\.tsx?$`).test(name));
  if (!key) throw new Error(`route module ${route} is not in the build manifest`);
  return key;
}

export function measureFirstLoad(distDir: string): FirstLoad[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(file, size);
    }
    return size;
  };
  return FIRST_LOAD_PAGES.map(({ page, routes, budgetKb, targetKb }) => {
    const keys = staticClosure(manifest, [
      entry,
      ...routes.map((route) => routeKey(manifest, route)),
      ...translationKeys(manifest, routes),
    ]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const total = { page, files: files.length, raw: 0, gzip: 0, brotli: 0, budgetKb, targetKb };
    for (const file of files) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    return total;
  });
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export function printFirstLoad(distDir: string) {
  console.log(`\nFirst-load JavaScript per page (${distDir}, kB = 1024 bytes):`);
  console.table(
    measureFirstLoad(distDir).map((row) => ({
      page: row.page,
      files: row.files,
      'raw kB': kb(row.raw),
      'gzip kB': kb(row.gzip),
      'brotli kB': kb(row.brotli),
      'budget kB (brotli)': row.budgetKb,
      'target kB (brotli)': row.targetKb,
    })),
  );
}
