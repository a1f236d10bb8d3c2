import { Column, DrizzleQueryError, is, noopDecoder, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
/** The parts of a Drizzle prepared select (node-postgres and PGlite alike) this module uses. */
type PreparedSelect = {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
};
/** What a node-postgres prepared query keeps besides (drizzle-orm/node-postgres/session.js). */
type NodePgInternals = {
  params: unknown[];
  cache?: unknown;
  logger: { logQuery(text: string, params: unknown[]): void };
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string; rowMode?: string };
};

/** The decoder Drizzle's own row mapping picks for a selected field (drizzle-orm/utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * Gives a prepared select of flat columns (every selected key at the top level, as the hot public
 * reads are) a row mapper with each column's decoder resolved once, instead of Drizzle's generic
 * one, which resolves every column's decoder again for every row (a run of `is` checks and a path
 * walk per value: 30 µs of CPU for a page of 21 library cards, a third of the app's overhead over
 * plain node-postgres on that route). The rows are the same objects Drizzle would make: the same
 * keys in the same order, null kept null, every other value through the column's own decoder
 * (fast-rows.test.ts compares the two on the hot statements). A selection with nested objects
 * keeps Drizzle's mapping, which also nulls a left-joined table's object; so does a statement
 * that already has its own mapper. On node-postgres the statement also runs straight through the
 * pool (directExecute below).
 *
 * Relies on two fields Drizzle's prepared queries keep (`fields`, `customResultMapper`, the same
 * in its node-postgres and PGlite drivers, drizzle-orm pinned in package.json); it throws at
 * start-up if they are not there, rather than quietly mapping nothing.
 */
export function withFastRows<Statement>(statement: Statement): Statement {
  const prepared = statement as unknown as PreparedSelect;
  if (!Array.isArray(prepared.fields))
    throw new Error('withFastRows needs a prepared select (Drizzle prepared query with fields)');
  const fields = prepared.fields;
  if (prepared.customResultMapper || fields.some((f) => f.path.length !== 1)) return statement;
  const keys = fields.map((f) => f.path[0]!);
  if (keys.includes('__proto__')) return statement;
  const mapRow = compileRowMapper(
    keys,
    fields.map((f) => decoderOf(f.field)),
  );
  const mapRows = (rows: unknown[][]) => rows.map(mapRow);
  prepared.customResultMapper = mapRows;
  if (is(prepared, NodePgPreparedQuery)) directExecute(prepared as PreparedSelect & NodePgInternals, mapRows);
  return statement;
}

/** Whether a decoder gives back what the driver gave (a plain column, or SQL without `mapWith`). */
const keepsDriverValue = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * A row mapper written for one select list: an object literal with the keys in order, each value
 * the driver's (null kept null) through the column's decoder unless that decoder keeps it as it
 * is. Built once per statement, so every row it makes has one shape and every value one call
 * site; the generic loop stored keys one by one through a single megamorphic site, which made
 * the mapping of a page of 21 library cards cost about as much as all of the bare twin's own
 * code (bench/framework-tax-report.md). The keys are the select list's (our code), each written
 * as a JSON string literal.
 */
function compileRowMapper(keys: string[], decoders: Decoder[]): (raw: unknown[]) => Record<string, unknown> {
  const values = keys.map(
    (key, i) =>
      `${JSON.stringify(key)}: ${
        keepsDriverValue(decoders[i]!)
          ? `raw[${i}]`
          : `(value = raw[${i}]) === null ? null : decoders[${i}].mapFromDriverValue(value)`
      }`,
  );
  const build = new Function(
    'decoders',
    `return function mapRow(raw) {\n  let value;\n  return {\n    ${values.join(',\n    ')}\n  };\n};`,
  ) as (d: Decoder[]) => (raw: unknown[]) => Record<string, unknown>;
  return build(decoders);
}

/**
 * Runs a node-postgres prepared select with one pool query and the mapper, as Drizzle's own
 * `execute` does minus its wrapping: Drizzle runs each query through four nested async functions
 * (two no-op tracing spans, its query cache check, the driver call), about 2.4 KB of promises and
 * closures a query, a third of what the story page allocated over its bare twin
 * (bench/framework-tax-report.md). Kept: the placeholder filling (compileParamFiller), the query
 * logger and the DrizzleQueryError around a failure (with the driver's error as its cause). Only
 * where Drizzle's query cache is off, as this app never configures one; otherwise Drizzle's
 * execute stays.
 */
function directExecute(prepared: PreparedSelect & NodePgInternals, mapRows: (rows: unknown[][]) => unknown) {
  const { client, queryConfig, logger } = prepared;
  if (
    !Array.isArray(prepared.params) ||
    typeof client?.query !== 'function' ||
    queryConfig?.rowMode !== 'array' ||
    typeof logger?.logQuery !== 'function'
  )
    throw new Error('withFastRows: the node-postgres prepared query no longer has the fields it needs');
  if (prepared.cache !== undefined && !is(prepared.cache, NoopCache)) return;
  const fillParams = compileParamFiller(prepared.params);
  prepared.execute = async (values = {}) => {
    const params = fillParams(values);
    logger.logQuery(queryConfig.text, params);
    let rows: unknown[][];
    try {
      ({ rows } = await client.query(queryConfig, params));
    } catch (err) {
      throw new DrizzleQueryError(queryConfig.text, params, err as Error);
    }
    return mapRows(rows);
  };
}

type Encoder = { mapToDriverValue(value: unknown): unknown };
type ParamSource =
  | { kind: 'constant'; value: unknown }
  | { kind: 'placeholder'; name: string }
  | { kind: 'encoded'; name: string; encoder: Encoder };

/**
 * Drizzle's `fillPlaceholders` for one statement's parameters, with each parameter's kind found
 * once: Drizzle tells a placeholder from a value with `is` checks (a walk up the class chain) for
 * every parameter of every execution. The same values come out, and the same error for a
 * placeholder with no value.
 */
function compileParamFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const sources: ParamSource[] = params.map((p) => {
    if (is(p, Placeholder)) return { kind: 'placeholder', name: p.name };
    if (is(p, Param) && is(p.value, Placeholder)) {
      return {
        kind: 'encoded',
        name: p.value.name,
        encoder: p.encoder as Encoder,
      };
    }
    return { kind: 'constant', value: p };
  });
  const valueOf = (values: Record<string, unknown>, name: string) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  return (values) =>
    sources.map((source) =>
      source.kind === 'constant'
        ? source.value
        : source.kind === 'placeholder'
          ? valueOf(values, source.name)
          : source.encoder.mapToDriverValue(valueOf(values, source.name)),
    );
}
