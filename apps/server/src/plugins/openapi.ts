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
        securitySchemes: {
          issuerToken: { type: 'http', scheme: 'bearer' },
          // The sandbox Transport Department's contract (TRANSPORT_TOKEN): docs/contracts/transport-department.md.
          transportToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withNullInNullableEnums(document.openapiObject) : document.swaggerObject,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/rest/docs', staticCSP: true });
}

/**
 * OpenAPI 3.0.3 (the nullable clarification): `nullable: true` does not widen an `enum`, so a strict client
 * refuses null in `{ nullable: true, enum: [...] }`. zod's `.nullable()` on an enum writes exactly that; null
 * is added to each such enum of the document, which then says what the answers carry.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullInNullableEnums) as T;
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullInNullableEnums(value)]),
  ) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null))
    copy.enum = [...copy.enum, null];
  return copy as T;
}
