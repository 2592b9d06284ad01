import fp from 'fastify-plugin';
import { identityVerificationRoutes } from './identity-verification.routes.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import { kycFormRoutes } from './kyc-form.routes.ts';
import { kycRequestsRoutes } from './kyc-requests.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The KYC module's cipher, registers and identity verification provider (kyc-dependencies.ts). */
    kyc: KycDependencies;
  }
}

// The KYC module (issue 12; product-decisions section 9; docs/decisions/030, 031, 032): the advisor panel's requests, the public
// questionnaire with the registers, and the identity verification webhook when that provider is chosen. `app.kyc` is shared
// with the modules that read an investor's personal data (payment confirmation, the invest form's data step).
export const kycRoutes = fp<{ dependencies: KycDependencies }>(
  async (app, options) => {
    app.decorate('kyc', options.dependencies);
    await app.register(kycRequestsRoutes);
    await app.register(kycFormRoutes);
    if (options.dependencies.webhook) await app.register(identityVerificationRoutes);
  },
  { name: 'kyc', dependencies: ['request-context', 'mailer', 'auth'] },
);
