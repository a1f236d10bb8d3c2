/**
 * Completes every operation of the OpenAPI document, whoever wrote the route: an operationId
 * (from method and path), a summary (the route's own, or one derived from method and path), a
 * success response, every error response the app's shared machinery can give, and a multipart
 * body for routes that consume multipart/form-data. Works on the finished document (swagger's
 * `transformObject`), so runtime serialisation is untouched and routes added later are covered.
 *
 * Error responses, by what can raise them:
 * - any /api/v1 operation: 401 (no or bad session or API token), 403 (cross-site write, a
 *   read-only token writing, a token on a route that takes none), 429 (per-token budget);
 * - a path parameter: 404 (missing and not-yours look the same);
 * - parameters, a query or a body: 400 VALIDATION_ERROR;
 * - a write (POST, PUT, PATCH, DELETE): 409 (conflicts with the current state);
 * - a request body: 413 (over the body limit) and 415 (a content type it does not take).
 */

import { REDIRECTING_LINKS } from '../auth/auth-links';
import { underApi } from '../auth/bearer-auth';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  tags?: string[];
  security?: Record<string, string[]>[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

const ERRORS: Record<string, string> = {
  '400': 'The input is invalid (the message names the first field at fault)',
  '401': 'Not signed in, or the API token is invalid, revoked or expired',
  '403':
    'Not allowed: a cross-site request, a read-only token writing, or a token on a route that takes no API token',
  '404': 'Not found, or not visible to the caller',
  '409': 'Conflicts with the current state (already exists, or changed meanwhile)',
  '413': 'The request body is too large',
  '415': 'The request body has a content type this operation does not take',
  '429': 'Too many requests; wait for the time in Retry-After',
};

const errorSchema: Schema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
    },
  },
};

/** Routes by what the document cannot tell, as `METHOD /path/{param}` (plugins/openapi.ts). */
export type RouteSets = {
  /** Routes taking multipart/form-data. */
  multipart: ReadonlySet<string>;
  /** Routes a personal API token may call (`config: { apiToken: 'allowed' }`). */
  apiToken: ReadonlySet<string>;
};

/** Fills in the document in place and returns it (swagger's `transformObject`). */
export function completeOperations<T extends object>(document: T, routes: RouteSets): T {
  const doc = document as Document;
  doc.components ??= {};
  doc.components.schemas = { ...doc.components.schemas, Error: errorSchema };
  doc.components.responses = {
    ...doc.components.responses,
    ...Object.fromEntries(
      Object.entries(ERRORS).map(([status, description]) => [
        `Error${status}`,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      ]),
    ),
  };
  const used = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId = unique(op.operationId ?? operationId(method, path), used);
      op.summary ??= summary(method, path);
      if (op.tags === undefined || op.tags.length === 0) op.tags = [defaultTag(path)];
      const key = `${method.toUpperCase()} ${path}`;
      if (routes.multipart.has(key)) op.requestBody = multipartBody;
      op.security = security(path, routes.apiToken.has(key), op.security);
      op.responses = completeResponses(method, path, op);
    }
  }
  return document;
}

/**
 * Who may call: a route declaring the session also takes an API token where the route allows
 * tokens (http/route-kit.ts); a /api/v1 route declaring nothing is open, a caller being optional
 * (`{}`); anything else (robots.txt, feeds, health) is public.
 */
function security(path: string, tokens: boolean, own: Operation['security']): Operation['security'] {
  const withToken = (list: Record<string, string[]>[]) =>
    tokens && !list.some((s) => 'apiToken' in s) ? [...list, { apiToken: [] }] : list;
  if (own && own.length > 0) return own.some((s) => 'session' in s) ? withToken(own) : own;
  if (underApi(path)) return withToken([{}, { session: [] }]);
  return [];
}

function completeResponses(method: string, path: string, op: Operation): Record<string, unknown> {
  const responses: Record<string, unknown> = { ...op.responses };
  const redirect = REDIRECTING_LINKS[`${method.toUpperCase()} ${path}`];
  if (redirect) {
    delete responses['200'];
    responses['302'] = {
      description: redirect,
      headers: { Location: { description: 'The screen to open', schema: { type: 'string' } } },
    };
  }
  if (!Object.keys(responses).some((s) => s.startsWith('2') || s.startsWith('3'))) {
    responses['200'] = { description: 'Success' };
  }
  // Swagger's placeholder ('Default Response') says nothing: name the outcome instead.
  for (const [status, value] of Object.entries(responses)) {
    const r = value as { description?: string; $ref?: string };
    if (r.$ref || (r.description && r.description !== 'Default Response')) continue;
    r.description = /^[23]/.test(status) ? 'Success' : (ERRORS[status] ?? 'The request failed');
  }
  const errors = new Set<string>();
  const api = underApi(path);
  if (api) ['401', '403', '429'].forEach((s) => errors.add(s));
  if (path.includes('{')) errors.add('404');
  if ((op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined) errors.add('400');
  if (api && WRITES.has(method)) errors.add('409');
  if (op.requestBody !== undefined) ['413', '415'].forEach((s) => errors.add(s));
  for (const status of errors) {
    responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  }
  return responses;
}

const multipartBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', description: 'The file, as the only part named "file"' },
        },
      },
    },
  },
};

/** `getStoriesByIdChapters` from GET /api/v1/stories/{id}/chapters. */
export function operationId(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((s) => s && s !== 'api' && s !== 'v1')
    .map((s) => {
      const param = /^\{(.+)\}$/.exec(s);
      return param ? `By${pascal(param[1]!)}` : pascal(s);
    });
  return method.toLowerCase() + (parts.join('') || 'Root');
}

function unique(id: string, used: Set<string>): string {
  let candidate = id;
  for (let n = 2; used.has(candidate); n++) candidate = `${id}${n}`;
  used.add(candidate);
  return candidate;
}

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

const words = (s: string) => s.replace(/[^A-Za-z0-9]+/g, ' ').trim();
const singular = (s: string) =>
  s.endsWith('ies') ? `${s.slice(0, -3)}y` : s.endsWith('s') && !s.endsWith('ss') ? s.slice(0, -1) : s;

/**
 * A readable summary from method and path: "List chapters of a story", "Get story",
 * "Create story", "Publish story", "Update chapter", "Delete alias".
 */
export function summary(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s && s !== 'api' && s !== 'v1');
  const endsWithParam = /^\{.+\}$/.test(segments.at(-1) ?? '');
  const statics = segments.filter((s) => !/^\{.+\}$/.test(s));
  const last = words(statics.at(-1) ?? 'root');
  const owner = statics.length > 1 ? singular(words(statics.at(-2)!)) : undefined;
  const of = (s: string) =>
    owner && segments.length > 2 ? `${s} of ${owner === 'me' ? 'the caller' : `a ${owner}`}` : s;
  const plural = /s$/.test(last);
  switch (method) {
    case 'get':
      if (endsWithParam) return `Get ${singular(last)}`;
      return plural ? of(`List ${last}`) : of(`Get ${last}`);
    case 'post':
      if (endsWithParam) return of(`Post to ${singular(last)}`);
      if (plural) return of(`Create ${singular(last)}`);
      return owner ? `${capital(last)} ${owner === 'me' ? 'for the caller' : owner}` : capital(last);
    case 'put':
    case 'patch':
      return endsWithParam || !plural ? `Update ${singular(last)}` : of(`Update ${last}`);
    case 'delete':
      return endsWithParam || !plural ? `Delete ${singular(last)}` : of(`Delete ${last}`);
    default:
      return `${method.toUpperCase()} ${path}`;
  }
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Operations without a tag are grouped by their first path segment after /api/v1. */
function defaultTag(path: string): string {
  const segments = path.split('/').filter((s) => s && s !== 'api' && s !== 'v1');
  return segments[0]?.replace(/[^A-Za-z0-9-]/g, '') || 'system';
}
