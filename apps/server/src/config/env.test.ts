import { describe, expect, it } from 'vitest';
import { generatePiiKeyEntry } from '../lib/pii/keyring.ts';
import { EnvError, loadEnv } from './env.ts';

describe('environment', () => {
  it('has working defaults for a fresh clone: port 3000, PGlite in ./data, development mailbox, demo data', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.isDevMailbox).toBe(true);
    expect(env.seedDemoData).toBe(true);
    expect(env.trustProxy).toBe(false);
  });

  it('fails listing every bad variable at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const variable of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL']) expect(problems).toContain(variable);
  });

  it('requires a JWT secret in production and then turns off the mailbox and the demo data', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const env = loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) });
    expect(env.isDevMailbox).toBe(false);
    expect(env.seedDemoData).toBe(false);
  });

  it('treats an SMTP_URL as the end of the development mailbox, and empty values as unset', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://mail.example.com:587' }).isDevMailbox).toBe(false);
    expect(loadEnv({ SMTP_URL: '', DATABASE_URL: '' }).isDevMailbox).toBe(true);
  });

  it('parses TRUST_PROXY as a flag or a list of proxies, and refuses a hop count that Fastify would ignore', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: name the proxies/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('has safe authentication defaults and refuses nonsense limits', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 900,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
      AUTH_RATE_LIMIT_IP_MAX: 20,
      AUTH_RATE_LIMIT_EMAIL_MAX: 5,
    });
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '0', AUTH_RATE_LIMIT_IP_MAX: 'many' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS[\s\S]*AUTH_RATE_LIMIT_IP_MAX/,
    );
  });

  it('keeps files on the local disk unless S3_BUCKET is set', () => {
    expect(loadEnv({}).s3).toBeUndefined();
    expect(loadEnv({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('configures AWS S3 from S3_BUCKET alone: us-east-1, virtual-hosted style, the default credential chain', () => {
    expect(loadEnv({ S3_BUCKET: 'emisja-files' }).s3).toEqual({
      bucket: 'emisja-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
  });

  it('configures an S3-compatible server: path style by default, credentials, a normalised prefix', () => {
    const s3 = {
      S3_BUCKET: 'emisja',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_REGION: 'eu-central-1',
      S3_PREFIX: '/uploads/prod/',
    };
    expect(loadEnv(s3).s3).toEqual({
      bucket: 'emisja',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      prefix: 'uploads/prod/',
    });
    expect(loadEnv({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadEnv({ S3_BUCKET: 'emisja', S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses an incomplete S3 configuration at start-up, naming the variables', () => {
    expect(() => loadEnv({ S3_BUCKET: 'emisja', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET and S3_ENDPOINT are set[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'emisja', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'x' })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT, S3_PREFIX is set/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'emisja', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'yes', S3_PREFIX: 'a b' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE[\s\S]*S3_PREFIX/,
    );
  });

  it('reads the public registers, personal data key and identity verification with safe defaults', () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({
      KRS_API_URL: 'https://api-krs.ms.gov.pl',
      VAT_WHITELIST_API_URL: 'https://wl-api.mf.gov.pl',
      REGISTER_TIMEOUT_MS: 3000,
      IDENTITY_VERIFICATION_PROVIDER: 'manual',
    });
    expect(defaults.PII_ENCRYPTION_KEY).toBeUndefined();
    expect(defaults.IDENTITY_WEBHOOK_SECRET).toBeUndefined();
    const key = `${generatePiiKeyEntry('k2026')},${generatePiiKeyEntry('k2025')}`;
    const env = loadEnv({
      KRS_API_URL: 'http://127.0.0.1:4100',
      VAT_WHITELIST_API_URL: 'http://127.0.0.1:4101/',
      REGISTER_TIMEOUT_MS: '250',
      PII_ENCRYPTION_KEY: key,
      IDENTITY_VERIFICATION_PROVIDER: 'webhook',
      IDENTITY_WEBHOOK_SECRET: 'w'.repeat(32),
    });
    expect(env).toMatchObject({ KRS_API_URL: 'http://127.0.0.1:4100', REGISTER_TIMEOUT_MS: 250, PII_ENCRYPTION_KEY: key });
  });

  it('refuses register URLs that are not http(s), nonsense timeouts and a malformed key, without echoing the key', () => {
    const shortKey = `k1:${Buffer.alloc(16, 1).toString('base64')}`;
    let error: unknown;
    try {
      loadEnv({
        KRS_API_URL: 'ftp://krs',
        VAT_WHITELIST_API_URL: 'not a url',
        REGISTER_TIMEOUT_MS: '0',
        PII_ENCRYPTION_KEY: shortKey,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const variable of ['KRS_API_URL', 'VAT_WHITELIST_API_URL', 'REGISTER_TIMEOUT_MS']) expect(problems).toContain(variable);
    // The key is checked once the other variables are valid.
    let keyProblem = '';
    try {
      loadEnv({ PII_ENCRYPTION_KEY: shortKey });
    } catch (caught) {
      keyProblem = (caught as Error).message;
    }
    expect(keyProblem).toMatch(/PII_ENCRYPTION_KEY: entry 1 \("k1"\): the key must be 32 random bytes/);
    expect(keyProblem).not.toContain(shortKey.slice(3));
  });

  it('wants https registers in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) };
    expect(() => loadEnv({ ...production, KRS_API_URL: 'http://127.0.0.1:4100' })).toThrow(
      /KRS_API_URL: must be an https URL in production/,
    );
    expect(loadEnv(production).VAT_WHITELIST_API_URL).toBe('https://wl-api.mf.gov.pl');
  });

  it('needs the webhook secret with the webhook identity provider, and the provider with a secret', () => {
    expect(() => loadEnv({ IDENTITY_VERIFICATION_PROVIDER: 'webhook' })).toThrow(
      /IDENTITY_WEBHOOK_SECRET: is required when IDENTITY_VERIFICATION_PROVIDER is webhook/,
    );
    expect(() => loadEnv({ IDENTITY_VERIFICATION_PROVIDER: 'webhook', IDENTITY_WEBHOOK_SECRET: 'short' })).toThrow(
      /IDENTITY_WEBHOOK_SECRET/,
    );
    expect(() => loadEnv({ IDENTITY_WEBHOOK_SECRET: 'w'.repeat(32) })).toThrow(
      /IDENTITY_VERIFICATION_PROVIDER: must be webhook when IDENTITY_WEBHOOK_SECRET is set/,
    );
    expect(() => loadEnv({ IDENTITY_VERIFICATION_PROVIDER: 'onfido' })).toThrow(/IDENTITY_VERIFICATION_PROVIDER/);
  });
});
