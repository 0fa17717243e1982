import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance) {
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
  await app.register(swaggerUi, { routePrefix: '/rest/docs', staticCSP: true });
}
