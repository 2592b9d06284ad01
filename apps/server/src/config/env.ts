import path from 'node:path';
import { z } from 'zod';
import { parsePiiKeyring } from '../lib/pii/keyring.ts';
import { REPO_ROOT } from '../lib/repo-root.ts';

// Environment, validated once at start-up; a bad configuration fails fast listing every bad variable (epic-stack habit).
// Every variable is documented in .env.example and the README's configuration table.

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    // The port of e-mailed links for development hosts (localhost, *.localhost, 127.0.0.1); PORT when unset. Links never
    // take the port (or host) a request came with: a forged Host must not send a single-use token elsewhere.
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    STORAGE_DIR: z.string().min(1).default('./storage'),
    // S3-compatible storage instead of STORAGE_DIR when S3_BUCKET is set (docs/decisions/014-document-storage.md).
    S3_BUCKET: z.string().min(3).max(255).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[\w.\-/]+$/, 'may hold letters, digits, ".", "_", "-" and "/" only')
      .optional(),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    SERVE_WEB: booleanString.default(true),
    SEED_DEMO_DATA: booleanString.optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Emisja <no-reply@emisja.test>'),
    JWT_SECRET: z.string().min(32).optional(),
    // true, or the proxies' addresses / CIDR ranges. A hop count is refused: Fastify 5 trusts no proxy for one (it cannot
    // check the immediate peer), so every client behind the proxy would share one rate-limit budget without a word.
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine(
        (value) => !/^\s*\d+\s*$/.test(value),
        'name the proxies (addresses or CIDR ranges, comma-separated) or true; a hop count is not supported',
      ),
    // Authentication (docs/decisions/009-tokens-and-sessions.md): access token lifetime and the limits of the login endpoints.
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(5),
    // KYC (docs/decisions/031-pii-encryption-and-registers.md): public registers, personal data at rest, identity verification.
    KRS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-krs.ms.gov.pl'),
    VAT_WHITELIST_API_URL: z.url({ protocol: /^https?$/ }).default('https://wl-api.mf.gov.pl'),
    REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    PII_ENCRYPTION_KEY: z.string().optional(),
    IDENTITY_VERIFICATION_PROVIDER: z.enum(['manual', 'webhook']).default('manual'),
    IDENTITY_WEBHOOK_SECRET: z.string().min(32).optional(),
    // Operations (issue 17 items 7 and 9, docs/decisions/051): the bearer token of GET /metrics (unset: no /metrics), and
    // how long one start phase (database open, migrations, demo data, app start) may take before the start gives up.
    METRICS_TOKEN: z.string().min(16).optional(),
    START_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(45),
    // Crash recovery of e-mail (issue 17 item 4, docs/decisions/050): how long a send-email job may run before pg-boss takes
    // it back and retries it, how often pg-boss's maintenance expires the jobs of a dead process, and how often mails left
    // without a job are queued again (also at start-up).
    MAIL_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(4).max(3600).default(60),
    JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    MAIL_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (at least 32 characters)' });
    }
    checkS3(env, ctx);
    checkKyc(env, ctx);
  });

const S3_VARIABLES = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function checkS3(
  env: { S3_BUCKET?: string | undefined } & Partial<Record<(typeof S3_VARIABLES)[number], unknown>>,
  ctx: z.RefinementCtx,
): void {
  if (!env.S3_BUCKET) {
    // Half an S3 configuration would silently keep files on the local disk.
    const set = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (set.length > 0)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${set.join(', ')} is set` });
    return;
  }
  const hasKeyId = env.S3_ACCESS_KEY_ID !== undefined;
  const hasSecret = env.S3_SECRET_ACCESS_KEY !== undefined;
  if (hasKeyId !== hasSecret) {
    const missing = hasKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
  } else if (!hasKeyId && env.S3_ENDPOINT !== undefined) {
    // AWS has a default credential chain (instance roles and the like); an S3-compatible server has none.
    for (const missing of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when S3_BUCKET and S3_ENDPOINT are set' });
    }
  }
}

function checkKyc(
  env: {
    NODE_ENV: string;
    KRS_API_URL: string;
    VAT_WHITELIST_API_URL: string;
    PII_ENCRYPTION_KEY?: string | undefined;
    IDENTITY_VERIFICATION_PROVIDER: string;
    IDENTITY_WEBHOOK_SECRET?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (env.PII_ENCRYPTION_KEY !== undefined) {
    try {
      parsePiiKeyring(env.PII_ENCRYPTION_KEY);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['PII_ENCRYPTION_KEY'], message: (error as Error).message });
    }
  }
  // Production without PII_ENCRYPTION_KEY is refused where the key is loaded (lib/pii/keyring.ts loadPiiKeyring).
  if (env.NODE_ENV === 'production') {
    // NIPs and bank account numbers travel to the registers.
    for (const name of ['KRS_API_URL', 'VAT_WHITELIST_API_URL'] as const) {
      if (!env[name].startsWith('https:')) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be an https URL in production' });
      }
    }
  }
  if (env.IDENTITY_VERIFICATION_PROVIDER === 'webhook' && !env.IDENTITY_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['IDENTITY_WEBHOOK_SECRET'],
      message: 'is required when IDENTITY_VERIFICATION_PROVIDER is webhook (at least 32 characters)',
    });
  }
  if (env.IDENTITY_VERIFICATION_PROVIDER !== 'webhook' && env.IDENTITY_WEBHOOK_SECRET) {
    // A secret without the provider would leave the webhook endpoint silently off.
    ctx.addIssue({
      code: 'custom',
      path: ['IDENTITY_VERIFICATION_PROVIDER'],
      message: 'must be webhook when IDENTITY_WEBHOOK_SECRET is set',
    });
  }
}

/** The S3-compatible storage of S3_* (the shape of S3StorageOptions in lib/storage/s3-storage.ts). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Empty, or ending with one "/". */
  prefix: string;
}

export type Env = z.infer<typeof ZEnvSchema> & {
  /** The development mailbox replaces SMTP while no SMTP_URL is set, outside production. */
  isDevMailbox: boolean;
  /** Demo data is seeded outside production unless SEED_DEMO_DATA says otherwise (known passwords must not reach production). */
  seedDemoData: boolean;
  jwtSecret: string;
  dataDir: string;
  storageDir: string;
  /** S3-compatible storage replaces STORAGE_DIR when S3_BUCKET is set. */
  s3: S3Config | undefined;
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

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim()); // addresses or CIDR ranges of the proxies
}

function toS3Config(env: z.infer<typeof ZEnvSchema>): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
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
    s3: toS3Config(env),
    webDistDir: resolve(env.WEB_DIST_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
