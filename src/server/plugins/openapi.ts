import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { takesApiToken } from '../http/route-kit';
import { completeOperations } from './openapi-operations';

/**
 * OpenAPI generated from the routes' zod schemas. The document is always built (`app.swagger()`);
 * it is served, with the browsable docs at /api/docs and the JSON at /api/docs/json, only when
 * `serve` is true (API_DOCS; on by default outside production). Off, /api/docs answers 404.
 * openapi-operations.ts completes every operation (operationId, summary, error responses,
 * multipart bodies); `npm test` lints the result with Redocly (openapi-lint.test.ts).
 */
export async function registerOpenApi(app: FastifyInstance, serve: boolean) {
  // Routes taking multipart/form-data, and routes an API token may call, as the document spells
  // them (`POST /api/v1/uploads/{bucket}`).
  const multipart = new Set<string>();
  const apiToken = new Set<string>();
  app.addHook('onRoute', (route) => {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
    const sets = [
      ...(consumes?.includes('multipart/form-data') ? [multipart] : []),
      ...(takesApiToken(route.config) ? [apiToken] : []),
    ];
    for (const method of [route.method].flat()) sets.forEach((set) => set.add(`${method} ${path}`));
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
        { multipart, apiToken },
      ),
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
