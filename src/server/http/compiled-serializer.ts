import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * The route kit's answer writer for the public GETs (the library's lists, search and story page,
 * My Stories, the marketplace lists, groups, the leaderboard): each response schema (zod, as
 * everywhere) is compiled once into a fast-json-stringify serialiser from its JSON Schema. The
 * app-wide serialiser (fastify-type-provider-zod) re-validates every answer with zod before
 * JSON.stringify; these routes build their answers from typed rows, so that check is paid per
 * request for nothing. Like zod, the serialiser writes only the schema's properties, in the
 * schema's order (a column added to a row never leaks), and it throws on a missing required
 * property. Schemas with transforms or codecs must keep the app-wide serialiser. The OpenAPI
 * document still comes from the zod schemas.
 */
export const precompiledSerializer = ({ schema }: { schema: unknown }) =>
  fastJson(
    z.toJSONSchema(schema as z.ZodType, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
    }) as object,
  );

/** Route options of a public GET whose answers the kit writes: spread into the route's options. */
export const compiledAnswers = { serializerCompiler: precompiledSerializer } as const;
