import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with. The document is
 * always built (tests read it with app.swagger()); it is served at /rest/docs only when `served`: a
 * production portal does not hand out a map of its internal and sandbox routes to anyone who asks.
 */
export async function registerOpenApi(app: FastifyInstance, served: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'e-Ticket portal API',
        description:
          'Electronic traffic fixed-penalty ticket portal. Every answer is `{ code, message, data }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { issuerToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/rest/docs', staticCSP: true });
}
