import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Documents for advisors (spec section 7, GET /api/advisor/advisor/documents): to be implemented by the documents work.
export const documentsRoutes: FastifyPluginAsyncZod = async () => {};
