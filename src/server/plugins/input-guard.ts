import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Deepest nesting of objects and arrays a request may hold. A chapter document is the deepest
 * thing the app takes (doc > list > item > list ... > text > marks), and 128 levels still leave
 * room for lists nested thirty deep; JSON thousands of levels deep only exists to overflow a
 * recursive walker (validation, serialisation, PostgreSQL's jsonb parser).
 */
export const MAX_INPUT_DEPTH = 128;

/** ES2024 string methods (Node 20+), which the ES2023 library types do not name. */
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };
const wellFormed = (value: string): string => {
  const s = value as WellFormedString;
  return s.isWellFormed() ? value : s.toWellFormed();
};

/**
 * Input every route gets cleaned or refused before its own validation runs (a `preValidation`
 * hook, so after the body is parsed and before the route's zod schema and handler see it):
 *
 * - 400 INVALID_CHARACTER for a NUL character (U+0000) in any string or key of the body, the
 *   query or the path parameters. PostgreSQL text and jsonb cannot hold one, so it would fail
 *   inside the database with a 500; no legitimate text contains it.
 * - A lone UTF-16 surrogate (U+D800 to U+DFFF without its pair, which JSON's `\ud800` escape
 *   produces) in any string or key of the same three is replaced with U+FFFD, as a browser does
 *   when it sends text as UTF-8. PostgreSQL cannot hold one either, and a chapter that held one
 *   could never be stored again; replacing it keeps the rest of the writer's text saving
 *   (docs/decisions.md, "Lone surrogates are replaced").
 * - 400 TOO_DEEP for a body nested deeper than MAX_INPUT_DEPTH.
 *
 * The walk is iterative and visits each value once, so it costs a few microseconds for the
 * largest body the server accepts (1 MB).
 */
export function registerInputGuard(app: FastifyInstance) {
  // Synchronous: no promise per request for a walk that takes microseconds.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      cleanInput(request, 'params', 'path');
      cleanInput(request, 'query', 'query');
      cleanInput(request, 'body', 'body');
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

type Container = Record<string, unknown>;
/** One value still to look at; its path is only spelled out for an error message. */
type Entry = { value: unknown; depth: number; parent?: Container; key?: string; up?: Entry };

const pathOf = (entry: Entry | undefined): string[] => {
  const path: string[] = [];
  for (let e = entry; e?.key !== undefined; e = e.up) path.unshift(e.key);
  return path;
};

/** Checks one part of the request, replacing lone surrogates where they are (see above). */
function cleanInput(request: FastifyRequest, part: 'params' | 'query' | 'body', where: string) {
  const root = request[part];
  if (root === null || root === undefined) return;
  if (typeof root === 'string') {
    if (root.includes('\u0000')) throw nulCharacter([], where);
    const cleaned = wellFormed(root);
    if (cleaned !== root) (request as unknown as Container)[part] = cleaned;
    return;
  }
  const stack: Entry[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value, parent, key } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulCharacter(pathOf(entry), where);
      const cleaned = wellFormed(value);
      if (cleaned !== value) parent![key!] = cleaned;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (entry.depth >= MAX_INPUT_DEPTH) {
      throw new AppError(
        400,
        'TOO_DEEP',
        `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
      );
    }
    const container = value as Container;
    for (const rawKey of Object.keys(container)) {
      const child = container[rawKey];
      if (rawKey.includes('\u0000')) throw nulCharacter([...pathOf(entry), rawKey], where);
      const childKey = wellFormed(rawKey);
      if (childKey !== rawKey) {
        delete container[rawKey];
        container[childKey] = child;
      }
      // A flat string (most query and path values) is checked here, without a stack entry.
      if (typeof child === 'string') {
        if (child.includes('\u0000')) throw nulCharacter([...pathOf(entry), childKey], where);
        const cleaned = wellFormed(child);
        if (cleaned !== child) container[childKey] = cleaned;
        continue;
      }
      stack.push({ value: child, depth: entry.depth + 1, parent: container, key: childKey, up: entry });
    }
  }
}

function nulCharacter(path: string[], where: string) {
  const field = path.length > 0 ? path.join('.') : `the ${where}`;
  return new AppError(
    400,
    'INVALID_CHARACTER',
    `${field.replaceAll('\u0000', '\\u0000')} must not contain a NUL character (\\u0000)`,
    {
      path: path.join('.'),
    },
  );
}
