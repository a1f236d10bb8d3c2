import { withFastRows } from './fast-rows';

/**
 * Statements built once (the route kit's hot-path part, with http/compiled-serializer.ts): a
 * repository describes its query for one *shape* (which filters are present, which sort, guest or
 * signed in) with `sql.placeholder` where the request's values go, and Drizzle builds it the
 * first time that shape is asked for: SQL text rendered, result mappers found (fast-rows.ts).
 * Later requests of the shape only bind values and map rows. Building is what a Drizzle query costs per request
 * otherwise (a fifth of the main thread on the marketplace list at a million stories).
 *
 * `build` returns the shape's prepared statement: `.prepare(name)` with a name sends
 * it as a named statement (PostgreSQL parses it once per connection and may keep a generic
 * plan), `.prepare('')` as an unnamed one, planned with each request's values: for text searches,
 * whose best plan depends on how rare the text is. Shapes must come from a small fixed set
 * (never from request text), since every shape stays built for the life of the process.
 */
export function statementCache<Statement>(): (shape: string, build: () => Statement) => Statement {
  const built = new Map<string, Statement>();
  return (shape, build) => {
    let statement = built.get(shape);
    if (statement === undefined) {
      statement = withFastRows(build());
      built.set(shape, statement);
    }
    return statement;
  };
}
