import type { Env } from '../../config/env.ts';
import {
  createIdentityVerificationProvider,
  createWebhookReplayGuard,
  type IdentityVerificationProvider,
} from '../../lib/identity-verification/index.ts';
import { createPiiCipher, isPiiCiphertext, loadPiiKeyring, type LoadedPiiKeyring, type PiiCipher } from '../../lib/pii/index.ts';
import { createRegisters, type RegisterLogger, type Registers } from '../../lib/registers/index.ts';

// What the KYC module works with besides the request context (docs/decisions/032-kyc-server.md): the personal data cipher, the
// public registers and the identity verification provider, chosen by the environment once per app (app.kyc) so tests can hand
// in fakes. The server loads the keyring before it listens (server.ts), so a bad or missing PII_ENCRYPTION_KEY stops the
// start; an app built without one loads it on the first use of personal data.

export interface KycWebhook {
  /** IDENTITY_WEBHOOK_SECRET. */
  secret: string;
  /** Signatures accepted within the five-minute window (per process; decision 031). */
  replayGuard: ReturnType<typeof createWebhookReplayGuard>;
}

export interface KycDependencies {
  cipher: PiiCipher;
  registers: Registers;
  identityVerification: IdentityVerificationProvider;
  /** The signed callback of the `webhook` provider; null with the `manual` provider (the endpoint is then not there). */
  webhook: KycWebhook | null;
}

type KeyringEnv = Pick<Env, 'PII_ENCRYPTION_KEY' | 'NODE_ENV' | 'dataDir'>;

/** The keyring of the environment (PII_ENCRYPTION_KEY, else the development key in DATA_DIR; refused in production). */
export function loadPiiCipher(env: KeyringEnv): { cipher: PiiCipher; source: LoadedPiiKeyring['source']; devKeyPath?: string } {
  const loaded = loadPiiKeyring({ PII_ENCRYPTION_KEY: env.PII_ENCRYPTION_KEY, NODE_ENV: env.NODE_ENV, dataDir: env.dataDir });
  return {
    cipher: createPiiCipher(loaded.keyring),
    source: loaded.source,
    ...(loaded.devKeyPath ? { devKeyPath: loaded.devKeyPath } : {}),
  };
}

/** A cipher that loads its keyring on first use (tests of other modules never create a development key file). */
function lazyPiiCipher(load: () => PiiCipher): PiiCipher {
  let cipher: PiiCipher | undefined;
  const get = () => (cipher ??= load());
  return {
    get currentKeyId() {
      return get().currentKeyId;
    },
    encrypt: (plain, aad) => get().encrypt(plain, aad),
    decrypt: (stored, aad) => get().decrypt(stored, aad),
    needsReencryption: (stored) => get().needsReencryption(stored),
    reencrypt: (stored, aad) => get().reencrypt(stored, aad),
    isEncrypted: isPiiCiphertext,
    encryptFields: (object, paths, aad) => get().encryptFields(object, paths, aad),
    decryptFields: (object, paths, aad) => get().decryptFields(object, paths, aad),
    fieldsNeedReencryption: (object, paths) => get().fieldsNeedReencryption(object, paths),
    reencryptFields: (object, paths, aad) => get().reencryptFields(object, paths, aad),
  };
}

export function createKycDependencies(
  env: KeyringEnv &
    Pick<
      Env,
      | 'KRS_API_URL'
      | 'VAT_WHITELIST_API_URL'
      | 'REGISTER_TIMEOUT_MS'
      | 'IDENTITY_VERIFICATION_PROVIDER'
      | 'IDENTITY_WEBHOOK_SECRET'
    >,
  logger: RegisterLogger,
  overrides: Partial<KycDependencies> = {},
): KycDependencies {
  const webhookSecret = env.IDENTITY_VERIFICATION_PROVIDER === 'webhook' ? env.IDENTITY_WEBHOOK_SECRET : undefined;
  return {
    cipher: overrides.cipher ?? lazyPiiCipher(() => loadPiiCipher(env).cipher),
    registers: overrides.registers ?? createRegisters(env, logger),
    identityVerification: overrides.identityVerification ?? createIdentityVerificationProvider(env),
    webhook:
      overrides.webhook !== undefined
        ? overrides.webhook
        : webhookSecret
          ? { secret: webhookSecret, replayGuard: createWebhookReplayGuard() }
          : null,
  };
}
