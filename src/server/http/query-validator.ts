import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type Validation = { value: unknown } | { error: Error };
type Primitive = string | number | boolean | bigint | null | undefined;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/** Whether a parsed query string has no parameter (Fastify's parser gives a null-prototype object). */
function hasNoKeys(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  for (const _key in data) return false;
  return true;
}

/**
 * The app's validator compiler: fastify-type-provider-zod's (the route's zod schema parses the
 * input), with one shortcut. A request with no query parameter at all, as most reads of the public
 * lists, the marketplace, the groups and the boards are, gets what the querystring schema gives
 * for `{}` (its defaults), parsed once per route on first use and handed out as a new shallow copy
 * each time. That parse was about 4 µs of zod a request on the leaderboard, whose whole answer
 * costs the bare twin about 150 µs (bench/framework-tax-report.md).
 *
 * The shortcut holds only where it cannot change an answer: the `{}` parse succeeded and every
 * value in it is a primitive, so the copies share nothing a handler could change. Our schemas'
 * defaults are constants, never functions of the time or of a counter: query-validator.test.ts
 * finds no `.default(() => ...)` in src/common or src/server. A schema whose `{}` parse fails or
 * holds an array or object is parsed on every request as before. Bodies, parameters and headers
 * are untouched.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = zodValidatorCompiler(route as never) as (data: unknown) => Validation;
  if (route.httpPart !== 'querystring') return validate;
  // undefined: not tried yet; null: the `{}` answer may not be shared.
  let defaults: Record<string, Primitive> | null | undefined;
  return (data: unknown) => {
    if (!hasNoKeys(data)) return validate(data);
    if (defaults === undefined) {
      const parsed = validate({});
      const value = 'value' in parsed ? parsed.value : undefined;
      defaults =
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.values(value).every(isPrimitive)
          ? { ...(value as Record<string, Primitive>) }
          : null;
    }
    return defaults === null ? validate(data) : { value: { ...defaults } };
  };
};
