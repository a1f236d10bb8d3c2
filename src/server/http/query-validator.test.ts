import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './query-validator';

/**
 * The app's validator compiler: a request without query parameters gets the schema's defaults
 * parsed once, as a copy of its own; everything else is parsed by the route's zod schema as before.
 */
describe('the query validator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const typed = Fastify().withTypeProvider<ZodTypeProvider>();
    typed.setValidatorCompiler(validatorCompiler);
    typed.setSerializerCompiler(serializerCompiler);
    const board = z.object({
      period: z.enum(['month', 'all']).default('month'),
      limit: z.coerce.number().int().min(1).max(100).default(5),
    });
    typed.get('/board', { schema: { querystring: board } }, async (request) => {
      const seen = { ...request.query };
      (request.query as { limit: number }).limit = 99; // a handler changing its copy
      return seen;
    });
    typed.get(
      '/needs-q',
      { schema: { querystring: z.object({ q: z.string().min(1) }) } },
      async (r) => r.query,
    );
    typed.get(
      '/tags',
      { schema: { querystring: z.object({ tags: z.array(z.string()).default([]) }) } },
      async (r) => {
        const seen = [...r.query.tags];
        r.query.tags.push('changed');
        return { tags: seen };
      },
    );
    typed.post(
      '/body',
      { schema: { body: z.object({ title: z.string().default('Untitled') }) } },
      async (r) => r.body,
    );
    app = typed as unknown as FastifyInstance;
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('gives a request without parameters the defaults, a fresh copy each time', async () => {
    expect(await get('/board')).toEqual({ status: 200, body: { period: 'month', limit: 5 } });
    // The first handler changed its query object: the next request must not see it.
    expect(await get('/board')).toEqual({ status: 200, body: { period: 'month', limit: 5 } });
    expect(await get('/board?')).toEqual({ status: 200, body: { period: 'month', limit: 5 } });
  });

  it('parses every request that has parameters, refusing bad ones', async () => {
    expect(await get('/board?limit=7&period=all')).toEqual({
      status: 200,
      body: { period: 'all', limit: 7 },
    });
    expect((await get('/board?limit=abc')).status).toBe(400);
    expect((await get('/board?limit=500')).status).toBe(400);
    expect(await get('/board')).toEqual({ status: 200, body: { period: 'month', limit: 5 } });
  });

  it('keeps refusing an empty query its schema does not accept', async () => {
    expect((await get('/needs-q')).status).toBe(400);
    expect((await get('/needs-q')).status).toBe(400);
    expect(await get('/needs-q?q=harbour')).toEqual({ status: 200, body: { q: 'harbour' } });
  });

  it('parses again a schema whose defaults hold an array, so no request shares it', async () => {
    expect(await get('/tags')).toEqual({ status: 200, body: { tags: [] } });
    expect(await get('/tags')).toEqual({ status: 200, body: { tags: [] } });
  });

  it('leaves bodies to the schema as before', async () => {
    const res = await app.inject({ method: 'POST', url: '/body', payload: {} });
    expect(res.json()).toEqual({ title: 'Untitled' });
    expect((await app.inject({ method: 'POST', url: '/body', payload: { title: 3 } })).statusCode).toBe(400);
  });
});

/**
 * The shortcut's one assumption about the code base: no schema default is computed when parsed. A
 * `.default(() => new Date())` in a query schema would be parsed once and served to every later
 * request, so none may exist in the shared or server code (a constant default is fine).
 */
describe('the schemas the shortcut relies on', () => {
  const computedDefault = /\.(default|prefault)\(\s*(async\b|function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/;
  const isCode = (line: string) => !/^\s*(\*|\/\/|\/\*)/.test(line);
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('finds the pattern it looks for', () => {
    expect(computedDefault.test('z.string().default(() => new Date().toISOString())')).toBe(true);
    expect(computedDefault.test('z.number().prefault(async () => 1)')).toBe(true);
    expect(computedDefault.test("z.enum(['month', 'all']).default('month')")).toBe(false);
  });

  it('finds no default computed at parse time in src/common or src/server', () => {
    const offenders = ['src/common', 'src/server'].flatMap(sourceFiles).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          isCode(line) && computedDefault.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
