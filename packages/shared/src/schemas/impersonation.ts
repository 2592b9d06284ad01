import { z } from 'zod';
import { CONTEXT_TYPES } from '../constants.ts';

// Impersonation (product-decisions section 11, docs/decisions/043): an admin opens the panel of an advisor or an investor of
// the landing page as that user, for 30 minutes, without a refresh token.

/** How long an impersonated session lasts; it cannot be refreshed. */
export const IMPERSONATION_LIFETIME_SECONDS = 30 * 60;

/** `POST /api/advisor/impersonation/{userId}`: which of the user's panels to open; by default the advisor panel when the user
 * has one on this landing page, else the investor panel. */
export const ZStartImpersonationRequestSchema = z.object({ contextType: z.enum(CONTEXT_TYPES).optional() }).optional();
export type TStartImpersonationRequest = z.infer<typeof ZStartImpersonationRequestSchema>;

export const ZImpersonationUserSchema = z.object({ id: z.uuid(), email: z.string() });

/** The impersonated session: an access token only (its `impersonator` claim names the admin), no refresh token. */
export const ZImpersonationResponseSchema = z.object({
  accessToken: z.string(),
  /** ISO date-time (UTC) when the access token expires. */
  expiresAt: z.string(),
  contextType: z.enum(CONTEXT_TYPES),
  user: ZImpersonationUserSchema,
  impersonator: ZImpersonationUserSchema,
});
export type TImpersonationResponse = z.infer<typeof ZImpersonationResponseSchema>;
