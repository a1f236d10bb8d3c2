import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Browser features the app never uses, switched off for the page and anything it embeds
 * (Permissions-Policy). Uploads are picked with a file input, which needs none of them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer: helmet's set with our Content-Security-Policy, plus
 * Permissions-Policy. Strict-Transport-Security only when PUBLIC_URL is https: sent over plain
 * http it is ignored by browsers at best, and it would pin a host that does not serve TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 's3'>) {
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
    // helmet's default (one year, subdomains included) on https; none at all on http.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
