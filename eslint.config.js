import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';

/** Every web feature folder, read at lint time: a new feature is fenced in without touching this file. */
const WEB_FEATURES = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The import boundaries (docs/ARCHITECTURE.md "Import rules", docs/decisions/028-import-boundaries-in-lint.md): imports flow
 * one way, shared code -> features -> app; a feature never imports another feature; packages/shared never imports an app,
 * and the two apps never import each other.
 */
const BOUNDARY_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, hooks/ or lib/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app layer (routes, layouts, providers): the app composes the features.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/locales`, `${WEB}/types`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared web code (components, hooks, lib, config) does not import features or the app.',
  },
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is the contract both apps import: it never imports an app.',
  },
  { target: './apps/server', from: './apps/web', message: 'The apps never import each other: share through packages/shared.' },
  { target: './apps/web', from: './apps/server', message: 'The apps never import each other: share through packages/shared.' },
];

/**
 * "One rule, one place" (issue 11, docs/ARCHITECTURE.md "Guards"): dates, times and numbers are printed by the one formatter
 * of each side; these are the only files that may call Intl's formatters or toLocale*String.
 */
const FORMATTER_FILES = [
  'packages/shared/src/format.ts',
  'packages/shared/src/validation/dates.ts',
  'apps/web/src/lib/format.ts',
];
const LOCAL_FORMATTING = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]",
    message:
      'Format through the one formatter: useFormat() on the web (apps/web/src/lib/format.ts), packages/shared/src/format.ts ' +
      '(formatIsoDate, formatNumber, formatMoney) or isoDateInTimeZone elsewhere. Add what is missing there.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message:
      'Format through the one formatter: useFormat() on the web (apps/web/src/lib/format.ts) or packages/shared/src/format.ts.',
  },
];

/** A rule written once must not be written again under its own name (issue 11): the investment-value check lives in shared. */
const INVESTMENT_VALUE_RULE = {
  selector:
    ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^(check|validate|is|z)InvestmentValue(Valid|Allowed|Issue)?$/i]',
  message:
    'The investment-value rule has one definition, checkInvestmentValue in packages/shared/src/investment-value.ts ' +
    '(docs/decisions/022): call it instead of writing another.',
};

/** The audit log has one writer (docs/decisions/024): modules/audit. Everything else calls writeAudit from its service. */
const AUDIT_INTERNALS = [
  {
    group: ['**/db/schema', '**/db/schema/index.ts', '**/db/schema/audit.ts', '**/db/schema/audit'],
    importNames: ['auditLog'],
    message: 'Only modules/audit reads or writes the audit_log table: call writeAudit (modules/audit/audit.service.ts).',
  },
  {
    group: ['**/audit/audit.repository.ts', '**/audit/audit.repository'],
    message: "The audit repository is modules/audit's own: call writeAudit (modules/audit/audit.service.ts).",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'storage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `@/` (apps/web/tsconfig.json paths), `.ts` extensions in imports and the workspace packages to files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      // Type-only imports count too: a cycle through types still couples the modules both ways.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...LOCAL_FORMATTING, INVESTMENT_VALUE_RULE],
      'no-restricted-imports': ['error', { patterns: AUDIT_INTERNALS }],
    },
  },
  { files: FORMATTER_FILES, rules: { 'no-restricted-syntax': ['error', INVESTMENT_VALUE_RULE] } },
  { files: ['packages/shared/src/investment-value.ts'], rules: { 'no-restricted-syntax': ['error', ...LOCAL_FORMATTING] } },
  {
    // The audit module and the schema that declares the table.
    files: ['apps/server/src/modules/audit/**', 'apps/server/src/db/schema/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      '.ci/**',
      'apps/server/src/server.ts',
      // The database commands print what they did through their one shell.
      'apps/server/src/db/database-command.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
