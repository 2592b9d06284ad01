import { z } from 'zod';
import { CONTEXT_TYPES } from '../constants.ts';
import { withPasswordConfirmation, zEmail, zPassword } from '../validation/zod.ts';

// The authentication contract of spec section 7 (Auth table) and section 3 (login payload and result, user context, token
// data), used by the server routes and the web forms. Lifetimes and rules: product-decisions section 5 and
// docs/decisions/009-tokens-and-sessions.md.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Lifetimes of product-decisions section 5, in seconds. The access token's is the default of ACCESS_TOKEN_TTL_SECONDS; the
 * client reads the real expiry from the token (`exp`).
 */
export const AUTH_TOKEN_LIFETIMES_SECONDS = {
  accessToken: 15 * MINUTE,
  refreshToken: 30 * DAY,
  investorLoginLink: 10 * MINUTE,
  activationLink: 72 * HOUR,
  passwordResetLink: 1 * HOUR,
  rememberTwoFactor: 30 * DAY,
  /** The pending second factor of a login (the token of a 'two-factor-required' result). */
  twoFactorLogin: 5 * MINUTE,
  /** The one-time link in an investor e-mail that logs in and opens a page of the panel (product-decisions section 10). */
  redirectLoginLink: 24 * HOUR,
} as const;

/** Opaque secrets (one-time tokens, refresh and remember tokens) are 43 base64url characters; longer input is refused early. */
const zSecret = (maxLength = 512) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(maxLength, { error: 'validation.maxLength' });

/** A password as typed at login: required, never trimmed, never checked for strength (old passwords may predate the rule). */
const zPasswordInput = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(1024, { error: 'validation.maxLength' });

/** A code of an authenticator app: six digits (spaces typed by users are ignored). */
export const zTwoFactorCode = () =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .refine((value) => /^\d{6}$/.test(value), {
          error: 'validation.invalid',
          when: (payload) => payload.issues.length === 0,
        }),
    );

export const ZContextTypeSchema = z.enum(CONTEXT_TYPES);

// ---------------------------------------------------------------------------------------------------------------------------
// Login results (spec section 3: "type 'auth-token' with accessToken, optional refreshToken and optional remember2faToken.
// Other results (for example when a second factor is needed) are returned to the caller").

export const ZAuthTokenResultSchema = z.object({
  type: z.literal('auth-token'),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Only after a second-factor login with `rememberDevice`: send it with the next login of the same e-mail (30 days). */
  remember2faToken: z.string().optional(),
});
export type TAuthTokenResult = z.infer<typeof ZAuthTokenResultSchema>;

/** The password was right; the user has TOTP: post the code with this token to /auth/login-with-two-factor (5 minutes). */
export const ZTwoFactorRequiredResultSchema = z.object({
  type: z.literal('two-factor-required'),
  twoFactorToken: z.string(),
});
export type TTwoFactorRequiredResult = z.infer<typeof ZTwoFactorRequiredResultSchema>;

/**
 * The password was right; the landing page requires 2FA and the user has none yet: get a secret with this token from
 * /auth/two-factor/enrolment, then post the first code to /auth/login-with-two-factor (5 minutes).
 */
export const ZTwoFactorEnrolmentRequiredResultSchema = z.object({
  type: z.literal('two-factor-enrolment-required'),
  twoFactorToken: z.string(),
});
export type TTwoFactorEnrolmentRequiredResult = z.infer<typeof ZTwoFactorEnrolmentRequiredResultSchema>;

export const ZLoginResultSchema = z.discriminatedUnion('type', [
  ZAuthTokenResultSchema,
  ZTwoFactorRequiredResultSchema,
  ZTwoFactorEnrolmentRequiredResultSchema,
]);
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Requests of /auth/* (no session).

/** `POST /auth/login` (spec section 3, login payload). */
export const ZLoginRequestSchema = z.object({
  email: zEmail(),
  password: zPasswordInput(),
  remember2faToken: z.string().max(512).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** `POST /auth/login-with-two-factor`. */
export const ZLoginWithTwoFactorRequestSchema = z.object({
  twoFactorToken: zSecret(),
  code: zTwoFactorCode(),
  /** "Remember this device": the answer carries a remember2faToken valid for 30 days. */
  rememberDevice: z.boolean().optional(),
});
export type TLoginWithTwoFactorRequest = z.infer<typeof ZLoginWithTwoFactorRequestSchema>;

/** `POST /auth/two-factor/enrolment`: the token of a 'two-factor-enrolment-required' login result. */
export const ZTwoFactorEnrolmentRequestSchema = z.object({ twoFactorToken: zSecret() });
export type TTwoFactorEnrolmentRequest = z.infer<typeof ZTwoFactorEnrolmentRequestSchema>;

/** `POST /auth/investor/send-token`, `POST /auth/activate/send-token`, `POST /auth/password/send-remind-request`. */
export const ZEmailRequestSchema = z.object({ email: zEmail() });
export type TEmailRequest = z.infer<typeof ZEmailRequestSchema>;

/** Those three always answer 202, whether or not the e-mail is an account (docs/decisions/010-no-account-enumeration.md). */
export const ZAcceptedResponseSchema = z.object({ status: z.literal('accepted') });
export type TAcceptedResponse = z.infer<typeof ZAcceptedResponseSchema>;

/** `POST /auth/login-investor` and `POST /auth/activate`: the secret of an e-mail link. */
export const ZTokenRequestSchema = z.object({ token: zSecret() });
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

/** `POST /auth/activate`: whose account the activation link is for (the link is not used up). */
export const ZActivationInfoResponseSchema = z.object({ email: z.string() });
export type TActivationInfoResponse = z.infer<typeof ZActivationInfoResponseSchema>;

/** `POST /auth/activate-from-email` and `POST /auth/password/set`: the link's secret and a new password meeting spec section 5. */
export const ZSetPasswordWithTokenRequestSchema = withPasswordConfirmation(
  z.object({ token: zSecret(), password: zPassword(), passwordConfirmation: z.string({ error: 'validation.required' }) }),
  'password',
  'passwordConfirmation',
);
export type TSetPasswordWithTokenRequest = z.infer<typeof ZSetPasswordWithTokenRequestSchema>;

/** `POST /auth/password/set`: the account whose password was set (to fill in the login form). */
export const ZPasswordSetResponseSchema = z.object({ email: z.string() });
export type TPasswordSetResponse = z.infer<typeof ZPasswordSetResponseSchema>;

/** `POST /auth/refresh-token`, `POST /auth/refresh-investor-token`. */
export const ZRefreshTokenRequestSchema = z.object({ refreshToken: zSecret() });
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequestSchema>;

/** A new pair of tokens: refresh, change of context, change of password. The refresh token replaces the previous one. */
export const ZRefreshTokenResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponseSchema>;

/**
 * `PATCH /api/auth/change-context`. A context's id is its landing page id (product-decisions section 2). The answer is a new
 * pair of the same session, so the session's current refresh token must come along (issue 17, item 10): an access token
 * alone (15 minutes) cannot mint a refresh token.
 */
export const ZChangeContextRequestSchema = z.object({
  contextId: z.uuid({ error: 'validation.invalid' }),
  contextType: ZContextTypeSchema,
  refreshToken: zSecret(),
});
export type TChangeContextRequest = z.infer<typeof ZChangeContextRequestSchema>;

/**
 * `PATCH /auth/change-context` (spec section 7: "token"): the same, authorised by the current access token, for a caller
 * whose token is of the other panel. Without contextId and contextType: the advisor panel of the host's landing page (spec
 * section 4, login flow step 3).
 */
export const ZChangeContextWithTokenRequestSchema = ZChangeContextRequestSchema.partial().extend({
  token: zSecret(4096),
  refreshToken: zSecret(),
});
export type TChangeContextWithTokenRequest = z.infer<typeof ZChangeContextWithTokenRequestSchema>;

export const ZChangeContextResponseSchema = ZRefreshTokenResponseSchema;
export type TChangeContextResponse = z.infer<typeof ZChangeContextResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Requests and answers of the logged-in user (/api/auth/*, /investor-api/auth/*).

/** `GET /api/contexts` (spec section 3, user context): the user's contexts on the current landing page. */
export const ZUserContextSchema = z.object({
  id: z.string(),
  context: z.object({ type: ZContextTypeSchema }),
});
export type TUserContext = z.infer<typeof ZUserContextSchema>;
export const ZUserContextsResponseSchema = z.array(ZUserContextSchema);
export type TUserContextsResponse = z.infer<typeof ZUserContextsResponseSchema>;

/** `GET /api/auth/data`, `GET /investor-api/auth/data`: the active user. */
export const ZActiveUserDataSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  contextType: ZContextTypeSchema,
  /** The landing page of the active context (its context id). */
  landingId: z.string(),
  contexts: ZUserContextsResponseSchema,
  twoFactorEnabled: z.boolean(),
  /** The landing page's admin requires 2FA of every advisor. */
  twoFactorRequired: z.boolean(),
  /** Present in the advisor-panel context. Coordinator is per network (product-decisions section 2). */
  advisor: z
    .object({
      id: z.string(),
      status: z.enum(['initial', 'active', 'deleted']),
      role: z.enum(['advisor', 'admin']),
      isAdmin: z.boolean(),
      isCoordinator: z.boolean(),
      networkIds: z.array(z.string()),
      coordinatorNetworkIds: z.array(z.string()),
    })
    .nullable(),
  /** Present in the investor-panel context. */
  investor: z.object({ id: z.string() }).nullable(),
});
export type TActiveUserData = z.infer<typeof ZActiveUserDataSchema>;

/** `PATCH /api/auth/password`: answers a new pair of tokens, because every other session of the user ends. */
export const ZChangePasswordRequestSchema = withPasswordConfirmation(
  z.object({
    currentPassword: zPasswordInput(),
    password: zPassword(),
    passwordConfirmation: z.string({ error: 'validation.required' }),
  }),
  'password',
  'passwordConfirmation',
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/** `POST /api/auth/two-factor/setup` and `POST /auth/two-factor/enrolment`: a new secret to scan (not active until confirmed). */
export const ZTwoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG data URL of the QR code of `otpauthUrl`. */
  qrCodeDataUrl: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponseSchema>;

/** `POST /api/auth/two-factor/confirm`. */
export const ZTwoFactorConfirmRequestSchema = z.object({ code: zTwoFactorCode() });
export type TTwoFactorConfirmRequest = z.infer<typeof ZTwoFactorConfirmRequestSchema>;

/** `POST /api/auth/two-factor/disable`. */
export const ZTwoFactorDisableRequestSchema = z.object({ password: zPasswordInput(), code: zTwoFactorCode() });
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequestSchema>;

export const ZTwoFactorStatusResponseSchema = z.object({ twoFactorEnabled: z.boolean() });
export type TTwoFactorStatusResponse = z.infer<typeof ZTwoFactorStatusResponseSchema>;
