import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
 *
 * The set is the same for every request (no CSP nonces), so helmet runs once at start-up and its
 * headers are copied onto each reply by one synchronous hook; running helmet per request rebuilt
 * the whole policy every time (@fastify/helmet builds a new middleware per request).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 's3'>,
) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with our options, captured from one run of its middleware. */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 's3'>): Record<string, string> {
  const middleware = helmet({
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
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
