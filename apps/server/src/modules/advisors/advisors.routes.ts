import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Advisor routes of spec section 7 (Advisor table): to be implemented by the advisors module work.
export const advisorsRoutes: FastifyPluginAsyncZod = async () => {};
