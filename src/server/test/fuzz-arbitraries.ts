import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI document of zod schemas uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { type: 'paragraph', content: value };
  return value;
};

/**
 * Values no schema asks for, the kinds that have made servers fail: NUL and other control
 * characters, lone surrogates, huge strings, deep nesting, numbers at the edges, wrong types,
 * text that looks like SQL or a path.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    'a\uD800b',
    '\uD83D\uDE00\uD83D',
    '\u202E\u200B\uFEFF',
    '%00',
    "'; drop table users; --",
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '-1',
    '1e308',
    'NaN',
    '',
    ' ',
    'null',
  ),
  fc.constantFrom(0, -1, -2147483649, 2 ** 53, 1e308, -1e308, 0.5, true, false, null, [], {}, [null], {
    '\u0000': 1,
  }),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(20, 200, 3000).map((depth) => nested(depth, 'deep')),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Mostly values of the schema, sometimes hostile ones (1 in `1 + weight`). */
export function fuzzValue(schema: JsonSchema | undefined, weight = 4): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fromSchema(schema ?? {}), weight }, { arbitrary: hostileValue, weight: 1 });
}

/** Values that follow `schema` (loosely: patterns are ignored, lengths are kept small). */
export function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fuzzValue(s)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string':
      // A valid text with a NUL or a lone surrogate inside: what PostgreSQL refuses and validation lets through.
      return fc.oneof(
        { arbitrary: stringOf(schema), weight: 3 },
        { arbitrary: stringOf(schema).map((v) => `${v}\u0000`), weight: 1 },
        { arbitrary: withLoneSurrogate(stringOf(schema)), weight: 1 },
      );
    case 'array':
      return fc.array(fuzzValue(schema.items), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A lone UTF-16 surrogate (high or low, without its pair). */
export const loneSurrogate: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
  .map((unit) => String.fromCharCode(unit));

/** `text` with a lone surrogate at its start, at its end, or in place of the second half of an emoji. */
export function withLoneSurrogate(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, loneSurrogate, fc.constantFrom('start', 'end', 'split-pair'))
    .map(([v, lone, where]) =>
      where === 'start' ? `${lone}${v}` : where === 'end' ? `${v}${lone}` : `${v}\u{1F600}`.slice(0, -1),
    );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = Math.min(schema.minLength ?? 0, 50);
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 60)),
  });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) {
    const key = fc.oneof(
      { arbitrary: fc.string({ maxLength: 8 }), weight: 4 },
      { arbitrary: withLoneSurrogate(fc.string({ maxLength: 4 })), weight: 1 },
    );
    return fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  }
  const model = Object.fromEntries(keys.map((key) => [key, fuzzValue(schema.properties![key])]));
  // Required keys are present most of the time, so the value gets past the first check.
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  return fc.oneof(
    { arbitrary: fc.record(model, { requiredKeys: required }), weight: 4 },
    { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
  );
}

/** A body as raw bytes on the wire: broken JSON, multipart that ends early, the wrong type. */
export const rawBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '"\\u0000"',
      '{"a":"\\ud800"}',
      '"\\udc00"',
      '{"\\ud800":"x\\udfff"}',
      '',
      'null',
      '1e400',
      '{"__proto__":{"x":1}}',
    )
    .map((payload) => ({
      payload,
      contentType: 'application/json',
    })),
  fc
    .constantFrom('[', '{"a":[')
    .map((open) => ({ payload: open.repeat(5000), contentType: 'application/json' })),
  fc
    .constantFrom(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n',
      'no parts at all',
      '--b--\r\n',
    )
    .chain((payload) =>
      fc
        .constantFrom(
          'multipart/form-data; boundary=b',
          'multipart/form-data',
          'multipart/form-data; boundary=',
        )
        .map((contentType) => ({ payload, contentType })),
    ),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
    .map((contentType) => ({ payload: 'a=1&b=\u0000', contentType })),
);
