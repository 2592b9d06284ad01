import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Environment, validated once at start-up; a bad configuration fails fast listing every bad variable (epic-stack habit).
// Every variable is documented in .env.example and the README's configuration table.

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    STORAGE_DIR: z.string().min(1).default('./storage'),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    SERVE_WEB: booleanString.default(true),
    SEED_DEMO_DATA: booleanString.optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Emisja <no-reply@emisja.test>'),
    JWT_SECRET: z.string().min(32).optional(),
    TRUST_PROXY: z.string().default('false'),
    // Authentication (docs/decisions/009-tokens-and-sessions.md): access token lifetime and the limits of the login endpoints.
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(5),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (at least 32 characters)' });
    }
  });

export type Env = z.infer<typeof ZEnvSchema> & {
  /** The development mailbox replaces SMTP while no SMTP_URL is set, outside production. */
  isDevMailbox: boolean;
  /** Demo data is seeded outside production unless SEED_DEMO_DATA says otherwise (known passwords must not reach production). */
  seedDemoData: boolean;
  jwtSecret: string;
  dataDir: string;
  storageDir: string;
  webDistDir: string;
  trustProxy: boolean | string[] | number;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

// Only used outside production, where it protects nothing but local demo data.
const DEVELOPMENT_JWT_SECRET = 'emisja-development-secret-not-for-production-use';

function parseTrustProxy(value: string): boolean | string[] | number {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim()); // addresses or CIDR ranges of the proxies
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set" (a blank line in .env must not become an invalid URL).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const env = result.data;
  const resolve = (dir: string) => (dir.startsWith('memory://') ? dir : path.resolve(REPO_ROOT, dir));
  return {
    ...env,
    isDevMailbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    dataDir: resolve(env.DATA_DIR),
    storageDir: resolve(env.STORAGE_DIR),
    webDistDir: resolve(env.WEB_DIST_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
