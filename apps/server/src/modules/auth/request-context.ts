import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_LABELS, ZErrorBodySchema, type ContextType } from '@emisja/shared';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireLanding } from '../../plugins/tenant.ts';
import type { MailRequest } from './account.service.ts';
import type { AuthServiceContext } from './login.service.ts';

// What the auth routes hand to the services: the tenant, the keys and where the request comes from (HTTP stays here).

export function authContextOf(app: FastifyInstance, request: FastifyRequest): AuthServiceContext {
  const landing = requireLanding(request);
  return {
    db: app.db,
    keys: app.authKeys,
    landing,
    // request.ip honours X-Forwarded-For only with TRUST_PROXY, so it cannot be spoofed into the audit log or the limits.
    origin: { landingId: landing.id, ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
  };
}

/** Links in e-mails point at the landing page's own address, in the caller's language. */
export function mailRequestOf(request: FastifyRequest): MailRequest {
  return { origin: `${request.protocol}://${request.host}`, language: requestLanguage(request) };
}

/** The landing page's admin setting "every advisor must use 2FA" (cached configuration). */
export async function isTwoFactorRequiredByLanding(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return (await app.tenantConfiguration.getAdminConfiguration(requireLanding(request))).requireTwoFactorForAdvisors;
}

/** The issuer shown in authenticator apps: the landing page's site title (the admin's override wins). */
export async function totpIssuerOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const landing = requireLanding(request);
  const [whiteLabel, admin] = await Promise.all([
    app.tenantConfiguration.getWhiteLabel(landing),
    app.tenantConfiguration.getAdminConfiguration(landing),
  ]);
  return admin.siteTitle ?? whiteLabel.configuration.siteTitle;
}

export async function isInvestorPanelBlocked(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return (await app.tenantConfiguration.getWhiteLabel(requireLanding(request))).configuration.blockInvestorPanel;
}

/** A landing page that blocks the investor panel (white-label `blockInvestorPanel`) gives no investor-panel session. */
export async function assertPanelOpen(app: FastifyInstance, request: FastifyRequest, contextType: ContextType): Promise<void> {
  if (contextType === 'investor-panel' && (await isInvestorPanelBlocked(app, request))) {
    throw new AppError(403, ERROR_LABELS.accessDenied);
  }
}

/** The error body (product-decisions section 6) as the response schema of each listed status. */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ZErrorBodySchema]));
