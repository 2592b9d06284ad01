import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the route schemas (the same zod schemas the web uses) and served at /api/docs
// (UI) and /api/docs/json (document).
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Emisja API',
          version: '0.1.0',
          description:
            'White-label investment platform. Errors use the body { label, message, violations } (product-decisions section 6). ' +
            'The landing page (tenant) is chosen by the Host header.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  },
  { name: 'openapi' },
);
