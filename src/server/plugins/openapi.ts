import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOperations } from './openapi-operations';

/**
 * OpenAPI generated from the routes' zod schemas. The document is always built (`app.swagger()`);
 * it is served, with the browsable docs at /api/docs and the JSON at /api/docs/json, only when
 * `serve` is true (API_DOCS; on by default outside production). Off, /api/docs answers 404.
 * openapi-operations.ts completes every operation (operationId, summary, error responses,
 * multipart bodies); `npm test` lints the result with Redocly (openapi-lint.test.ts).
 */
export async function registerOpenApi(app: FastifyInstance, serve: boolean) {
  // Routes taking multipart/form-data, as the document spells them (`POST /api/v1/uploads/{bucket}`).
  const multipart = new Set<string>();
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
    if (!consumes?.includes('multipart/form-data')) return;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of [route.method].flat()) multipart.add(`${method} ${path}`);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Inkforge API',
        version: '1',
        description:
          'The Inkforge API. Sign in with the session cookie, or send a personal API token as `Authorization: Bearer ink_...` (README "API tokens").',
        license: { name: 'Proprietary', url: 'https://inkforge.example/terms' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'inkforge.session_token' },
          apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (ink_...)' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      completeOperations(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
        multipart,
      ),
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
