import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, AppInstance } from './app-types';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { healthRoutes } from './modules/health/health.routes';

export type BuildAppOptions = AppContext & {
  /** Folder of the built SPA; omitted in API tests. */
  clientDir?: string;
  /** pino options; tests pass false. */
  logger?: boolean | object;
};

/**
 * Builds the whole Fastify app without listening, so tests drive it with `app.inject()`.
 * The caller owns the database: it is opened (and migrated) before and closed after.
 */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((s) => s.trim()) : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', { config, database } satisfies AppContext);

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await registerOpenApi(app);
  await app.register(healthRoutes);
  if (options.clientDir) await registerSpa(app, path.resolve(options.clientDir));
  return app;
}
