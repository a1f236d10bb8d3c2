import Fastify from 'fastify';
import pg from 'pg';
import { verifiedToken } from '../src/server/auth/session-fast-path';
import { escapeMarkup } from '../src/server/modules/open-web/markup';
import { securityHeaders } from '../src/server/plugins/security-headers';
import { BARE_SQL, PREPARED } from './framework-tax-bare-sql';

/**
 * The ceiling the public routes are judged against: bare Fastify over node-postgres running the
 * SAME statements the app runs (framework-tax-bare-sql.ts), sent the same way (named or unnamed,
 * rows as arrays where Drizzle asks for arrays), and answering the SAME bytes: each twin maps its
 * rows by hand and writes them with `JSON.stringify`, under the same header block (the app's
 * security headers and the route's Cache-Control, set in one call). No hooks, validation, ORM or
 * serialiser schema. Until 2026-11-29 the twins sent only Content-Type, so part of every ratio
 * was the app's larger header block rather than its framework (bench/framework-tax-report.md). The twins answer what a guest sees (My Stories: the signed-in owner), which is what the
 * bench asks; they are not a second implementation of the routes' other cases.
 */
type Row = unknown[];
type Obj = Record<string, unknown>;

const PAGE = 20;
const iso = (d: unknown) => (d as Date).toISOString();
const oneDecimal = (n: unknown) => (n === null ? null : Math.round(Number(n) * 10) / 10);
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A library card from the list and search statements' columns. */
const libraryCard = (r: Row) => ({
  id: r[0],
  title: r[1],
  description: r[2],
  genre: r[3],
  status: r[4],
  coverImage: r[5],
  authorUsername: r[6],
  rating: oneDecimal(r[7]),
  viewCount: r[8],
  wordCount: r[9],
  chapterCount: r[10],
  publishedAt: iso(r[11]),
  exclusive: r[12],
  tags: r[13],
  contentRating: r[14],
  contentWarnings: r[15],
  language: r[16],
});
const libraryPage = (rows: Row[]) => ({
  items: rows.slice(0, PAGE).map(libraryCard),
  nextCursor: rows.length > PAGE ? base64url('page:2') : null,
  page: 1,
});

const templateCard = (r: Row) => {
  const price = Number(r[5]);
  return {
    id: r[0],
    name: r[1],
    type: r[2],
    category: r[3],
    description: r[4],
    price,
    isFree: price === 0,
    rating: oneDecimal(r[6]),
    downloads: r[7],
    derivedCount: Math.floor(((r[7] as number) * 23) / 10),
    coverImage: r[8],
    creator: { id: r[13], username: r[14], profileImage: r[15] },
    status: r[9],
    exclusive: r[10],
    createdAt: iso(r[11]),
    viewer: null,
  };
};

export type BareOptions = { publicUrl: string; authSecret: string };

export async function startBare(databaseUrl: string, port: number, options: BareOptions) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const run = async (name: keyof typeof BARE_SQL, values: unknown[], rowMode?: 'array') => {
    const query: pg.QueryArrayConfig | pg.QueryConfig = {
      ...(PREPARED.has(name) ? { name: `bare_${name}` } : {}),
      text: BARE_SQL[name],
      values,
      ...(rowMode ? { rowMode } : {}),
    };
    return (await pool.query(query as pg.QueryConfig)).rows as never[];
  };
  const arrays = (name: keyof typeof BARE_SQL, values: unknown[]) =>
    run(name, values, 'array') as Promise<Row[]>;
  const objects = (name: keyof typeof BARE_SQL, values: unknown[]) => run(name, values) as Promise<Obj[]>;
  const json = (value: unknown) => JSON.stringify(value);
  // The same header block the app writes: its security headers (the same for every answer) and
  // the route's Cache-Control, set together once per answer.
  const security = securityHeaders({ publicUrl: options.publicUrl, s3: undefined });
  const cached = (cacheControl: string) => ({ ...security, 'cache-control': cacheControl });
  const PUBLIC = cached('public, max-age=30');
  const PRIVATE = cached('private, no-store');
  const SITEMAP = cached('public, max-age=300');
  type Reply = {
    headers(h: Record<string, string>): Reply;
    type(t: string): Reply;
    send(b?: unknown): unknown;
  };
  const send = (reply: Reply, body: unknown, headers: Record<string, string> = PRIVATE) =>
    reply.headers(headers).type('application/json; charset=utf-8').send(json(body));

  app.get('/list', async (_request, reply) =>
    send(reply, libraryPage(await arrays('list', [PAGE + 1, 0])), PUBLIC),
  );

  app.get<{ Querystring: { q: string } }>('/search', async (request, reply) => {
    const q = request.query.q;
    const rows = await arrays('search', [200, 200, q, `${q}%`, q, `%${q}%`, `%${q}%`, 200, PAGE + 1, 0]);
    return send(reply, libraryPage(rows), PUBLIC);
  });

  app.get<{ Params: { id: string } }>('/story/:id', async (request, reply) => {
    const [s] = await arrays('story', [request.params.id, 1]);
    if (!s || s[7] !== 'Public' || s[8] === null) return reply.code(404).send({ error: 'not found' });
    // The app reads the chapters and the author's brand together once it has the story.
    const [chapters, [brand]] = await Promise.all([
      arrays('chapters', [request.params.id, new Date()]),
      arrays('brand', [s[6], 1]),
    ]);
    // The fixture's author has no brand; the twin does not draw one, so say so rather than differ.
    if (brand) return reply.code(500).send({ error: 'the bare twin does not draw author brands' });
    const exclusive = s[16] === true;
    return send(reply, {
      id: s[0],
      title: s[1],
      description: s[2],
      genre: s[3],
      status: s[4],
      coverImage: s[5],
      author: { username: s[13], profileImage: s[14] },
      rating: oneDecimal(s[9]),
      ratingCount: s[15],
      viewCount: s[10],
      wordCount: chapters.reduce((sum, c) => sum + (c[2] as number), 0),
      chapterCount: chapters.length,
      publishedAt: iso(s[11]),
      updatedAt: iso(s[12]),
      exclusive,
      tags: s[17],
      contentRating: s[18],
      contentWarnings: s[19],
      language: s[20],
      readerDownloads: s[21],
      // What a guest sees: early-access chapters and an exclusive story's later chapters locked.
      chapters: chapters.map((c, i) => {
        const early = c[3] !== 'published';
        return {
          id: c[0],
          position: i + 1,
          title: c[1],
          wordCount: c[2],
          publicAt: early ? iso(c[4]) : null,
          exclusive: exclusive && i > 0,
          locked: early || (exclusive && i > 0),
        };
      }),
      viewer: null,
      brand: null,
    });
  });

  app.get('/my-stories', async (request, reply) => {
    const cookie = /(?:^|;\s*)inkforge\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const token = cookie ? verifiedToken(decodeURIComponent(cookie), options.authSecret) : undefined;
    const [session] = token ? await arrays('session', [token]) : [];
    if (!session || (session[1] as Date).getTime() <= Date.now()) return reply.code(401).send();
    const user = session[3];
    const rows = await arrays('myStories', [user, PAGE + 1, user, user, PAGE + 1, PAGE + 1]);
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return send(reply, {
      items: page.map((r) => ({
        id: r[0],
        title: r[1],
        description: r[2],
        genre: r[3],
        status: r[4],
        privacyLevel: r[5],
        publicationStatus: r[6],
        chapterCount: r[7],
        viewCount: r[8],
        wordCount: r[9],
        coverImage: r[10],
        updatedAt: iso(r[11]),
        role: r[13],
        isOwner: r[13] === 'Owner',
      })),
      nextCursor: rows.length > PAGE && last ? base64url(JSON.stringify([last[12], last[0]])) : null,
    });
  });

  /** The marketplace list (`?q=` absent) or search: one page and a count capped at 1,000, at once. */
  app.get<{ Querystring: { q?: string } }>('/templates', async (request, reply) => {
    const q = request.query.q;
    const pattern = q === undefined ? undefined : `%${q}%`;
    const count = async () => {
      if (pattern === undefined) return Number((await arrays('templateCount', ['published', 1001]))[0]![0]);
      const [plan] = await objects('templateExplain', ['published', pattern, pattern]);
      const estimate = (plan!['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }])[0].Plan['Plan Rows'];
      if (estimate > 1000) return 1001;
      return Number((await arrays('templateSearchCount', ['published', pattern, pattern, 1001]))[0]![0]);
    };
    const [rows, n] = await Promise.all([
      pattern === undefined
        ? arrays('templateList', ['published', 51])
        : arrays('templateSearchList', ['published', pattern, pattern, 51]),
      count(),
    ]);
    const page = rows.slice(0, 50);
    const last = page.at(-1);
    const nextCursor =
      rows.length > 50 && last ? base64url(JSON.stringify(['popular', last[16], last[0]])) : null;
    const onePage = nextCursor === null;
    return send(reply, {
      items: page.map(templateCard),
      total: onePage ? page.length : Math.min(n, 1000),
      totalCapped: onePage ? false : n > 1000,
      nextCursor,
      viewerCanBuyPaid: false,
      signedIn: false,
    });
  });

  app.get('/groups', async (_request, reply) => {
    const rows = await arrays('groups', [PAGE + 1]);
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return send(reply, {
      items: page.map((r) => ({
        id: r[0],
        name: r[1],
        description: r[2],
        category: r[3],
        privacyLevel: r[4],
        groupImage: r[5],
        memberCount: r[6],
        createdAt: iso(r[8]),
        lastActivity: iso(r[9]),
        viewer: { role: r[10], requested: r[11], invited: r[12] },
      })),
      nextCursor: rows.length > PAGE && last ? base64url(JSON.stringify([last[6], last[0]])) : null,
    });
  });

  app.get('/leaderboard', async (_request, reply) => {
    const now = new Date();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const rows = await arrays('leaderboardMonth', [since.toISOString(), 5]);
    return send(reply, {
      period: 'month',
      since: since.toISOString(),
      items: rows.map((r, i) => ({
        rank: i + 1,
        userId: r[0],
        username: r[1],
        profileImage: r[2],
        level: Number(r[3]),
        xp: Number(r[4]),
      })),
      me: null,
    });
  });

  /** One stories page of the sitemap: the stories in [from, to) (not the first page, which adds the static pages). */
  app.get<{ Params: { from: string; to: string } }>('/sitemap/:from/:to', async (request, reply) => {
    const rows = await objects('sitemapStories', [request.params.from, request.params.to, 50_000]);
    const base = options.publicUrl.replace(/\/$/, '');
    let xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    for (const r of rows) {
      const loc = escapeMarkup(`${base}/library/${encodeURIComponent(r.loc as string)}`);
      xml += `<url><loc>${loc}</loc>${r.lastmod ? `<lastmod>${escapeMarkup(r.lastmod as string)}</lastmod>` : ''}</url>\n`;
    }
    return reply.headers(SITEMAP).type('application/xml; charset=utf-8').send(`${xml}</urlset>\n`);
  });

  await app.listen({ port, host: '127.0.0.1' });
  return {
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
