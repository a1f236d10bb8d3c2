import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas. The document is always built (`app.swagger()`);
 * it is served, with the browsable docs at /api/docs and the JSON at /api/docs/json, only when
 * `serve` is true (API_DOCS; on by default outside production). Off, /api/docs answers 404.
 */
export async function registerOpenApi(app: FastifyInstance, serve: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Inkforge API', version: '1' },
      servers: [],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'inkforge.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
