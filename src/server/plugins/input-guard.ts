import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Deepest nesting of objects and arrays a request may hold. A chapter document is the deepest
 * thing the app takes (doc > list > item > list ... > text > marks), and 128 levels still leave
 * room for lists nested thirty deep; JSON thousands of levels deep only exists to overflow a
 * recursive walker (validation, serialisation, PostgreSQL's jsonb parser).
 */
export const MAX_INPUT_DEPTH = 128;

/**
 * Input every route refuses before its own validation runs (a `preValidation` hook, so after the
 * body is parsed and before the route's zod schema and handler see it):
 *
 * - 400 INVALID_CHARACTER for a NUL character (U+0000) in any string or key of the body, the
 *   query or the path parameters. PostgreSQL text and jsonb cannot hold one, so it would fail
 *   inside the database with a 500; no legitimate text contains it.
 * - 400 TOO_DEEP for a body nested deeper than MAX_INPUT_DEPTH.
 *
 * The walk is iterative and visits each value once, so it costs a few microseconds for the
 * largest body the server accepts (1 MB).
 */
export function registerInputGuard(app: FastifyInstance) {
  // Synchronous: no promise per request for a walk that takes microseconds.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkInput(request.params, 'path');
      checkInput(request.query, 'query');
      checkInput(request.body, 'body');
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

function checkInput(root: unknown, where: string) {
  if (root === null || root === undefined) return;
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulCharacter(path, where);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      throw new AppError(400, 'TOO_DEEP', `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw nulCharacter([...path, key], where);
      stack.push({ value: child, path: [...path, key] });
    }
  }
}

function nulCharacter(path: string[], where: string) {
  const field = path.length > 0 ? path.join('.') : `the ${where}`;
  return new AppError(400, 'INVALID_CHARACTER', `${field.replaceAll('\u0000', '\\u0000')} must not contain a NUL character (\\u0000)`, {
    path: path.join('.'),
  });
}
