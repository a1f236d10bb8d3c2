import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dbFingerprint, changedTables } from '../../test/db-fingerprint';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { setTier } from '../exports/exports.test-support';
import { IMPORT_CHAPTERS_PER_PLAN } from '@common/import-plans';
import { buildDocx, fiveChapters, multipart } from './manuscript-fixtures.test-support';

/** Manuscript import through the real app: preview, the writer's split, the chapters written. */
let t: TestApp;
let writer: Awaited<ReturnType<typeof createSignedInUser>>;
let docx: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  writer = await createSignedInUser(t, 'importer');
  docx = buildDocx(fiveChapters, await pngImage(60, 40), 2);
});
afterAll(() => t.close());

function send(url: string, fileName: string, bytes: Buffer, plan?: unknown, who = writer) {
  const body = multipart(fileName, bytes, plan);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, origin: ORIGIN, cookie: who.cookie },
  });
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: writer.cookie } });
const onePerSection = (n: number) => ({
  chapters: Array.from({ length: n }, (_, i) => ({ title: `Part ${i + 1}`, sections: [i] })),
});

describe('DOCX manuscript', () => {
  it('previews five chapters split at its headings, the image in the third', async () => {
    const res = await send('/api/v1/imports/preview', 'Lighthouse.docx', docx);
    expect(res.statusCode, res.body).toBe(200);
    const { format, sections } = res.json();
    expect(format).toBe('docx');
    expect(sections.map((s: { title: string }) => s.title)).toEqual(fiveChapters.map((c) => c.title));
    expect(sections.map((s: { imageCount: number }) => s.imageCount)).toEqual([0, 0, 1, 0, 0]);
    expect(sections[1].excerpt).toContain('The second night at the lighthouse.');
  });

  it('imports the split as a new story of five draft chapters with the image stored', async () => {
    const plan = {
      storyTitle: 'The Lighthouse',
      chapters: fiveChapters.map((c, i) => ({ title: c.title, sections: [i] })),
    };
    const res = await send('/api/v1/imports/stories', 'Lighthouse.docx', docx, plan);
    expect(res.statusCode, res.body).toBe(201);
    const { storyId } = res.json();
    const list = (await get(`/api/v1/stories/${storyId}/chapters`)).json().items;
    expect(list.map((c: { title: string }) => c.title)).toEqual(fiveChapters.map((c) => c.title));
    expect(list.every((c: { status: string }) => c.status === 'draft')).toBe(true);
    const third = (await get(`/api/v1/stories/${storyId}/chapters/${list[2].id}`)).json();
    const image = third.content.content.find((b: { type: string }) => b.type === 'image');
    expect(image.attrs.src).toMatch(/^\/uploads\/chapter-images\/[^/]+\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(image.attrs.alt).toBe('A lighthouse');
    const file = await t.app.inject({ method: 'GET', url: image.attrs.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const story = (await get(`/api/v1/stories/${storyId}`)).json();
    expect(story.title).toBe('The Lighthouse');
    expect(story.chapterCount ?? list.length).toBe(5);
    expect(story.wordCount).toBe(list.reduce((n: number, c: { wordCount: number }) => n + c.wordCount, 0));
    expect(story.wordCount).toBe(5 * 10);
  });

  it('adds the adjusted split (merged, renamed, one left out) after a story’s chapters', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: { origin: ORIGIN, cookie: writer.cookie },
      payload: { title: 'Existing', genre: 'Fantasy' },
    });
    const storyId = created.json().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/chapters`,
      headers: { origin: ORIGIN, cookie: writer.cookie },
      payload: { title: 'Old one' },
    });
    const plan = {
      chapters: [
        { title: 'Nights one and two', sections: [0, 1] },
        { title: 'Three', sections: [2] },
        { title: 'Four', sections: [3] },
      ],
    };
    const res = await send(`/api/v1/stories/${storyId}/imports`, 'Lighthouse.docx', docx, plan);
    expect(res.statusCode, res.body).toBe(201);
    const list = (await get(`/api/v1/stories/${storyId}/chapters`)).json().items;
    expect(list.map((c: { title: string }) => c.title)).toEqual([
      'Old one',
      'Nights one and two',
      'Three',
      'Four',
    ]);
    const merged = (await get(`/api/v1/stories/${storyId}/chapters/${list[1].id}`)).json();
    expect(JSON.stringify(merged.content)).toContain('The first night');
    expect(JSON.stringify(merged.content)).toContain('Chapter 2');
    expect(merged.wordCount).toBe(22);
  });
});

describe('Markdown and plain text', () => {
  it('splits Markdown at its chapter headings and keeps emphasis', async () => {
    const md =
      '# My Book\n\n## One\n\nIt *began* with **rain**.\n\n## Two\n\n- a list\n- of things\n\n## Three\n\nEnd.\n';
    const res = await send('/api/v1/imports/preview', 'book.md', Buffer.from(md));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections.map((s: { title: string }) => s.title)).toEqual([
      'My Book',
      'One',
      'Two',
      'Three',
    ]);
    const plan = {
      chapters: [
        { title: 'One', sections: [1] },
        { title: 'Two', sections: [2] },
      ],
    };
    const made = await send('/api/v1/imports/stories', 'book.md', Buffer.from(md), plan);
    expect(made.statusCode, made.body).toBe(201);
    const list = (await get(`/api/v1/stories/${made.json().storyId}/chapters`)).json().items;
    const one = (await get(`/api/v1/stories/${made.json().storyId}/chapters/${list[0].id}`)).json();
    expect(one.content.content[0].content).toEqual([
      { type: 'text', text: 'It ' },
      { type: 'text', text: 'began', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' with ' },
      { type: 'text', text: 'rain', marks: [{ type: 'bold' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('splits at another heading level when the writer asks, in the preview and the import', async () => {
    const md = '# Part One\n\n## A\n\nAy.\n\n## B\n\nBee.\n\n# Part Two\n\n## C\n\nSea.\n';
    const auto = (await send('/api/v1/imports/preview', 'parts.md', Buffer.from(md))).json();
    expect(auto.splitLevel).toBe(1);
    expect(auto.headingLevels).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 3 },
    ]);
    expect(auto.sections.map((s: { title: string }) => s.title)).toEqual(['Part One', 'Part Two']);
    const body = multipart('parts.md', Buffer.from(md));
    const byLevel = (level: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/imports/preview',
        payload: Buffer.concat([
          Buffer.from(
            `------inkforge-import\r\nContent-Disposition: form-data; name="splitLevel"\r\n\r\n${level}\r\n`,
          ),
          body.payload,
        ]),
        headers: { ...body.headers, origin: ORIGIN, cookie: writer.cookie },
      });
    const two = await byLevel('2');
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().splitLevel).toBe(2);
    expect(two.json().sections.map((s: { title: string }) => s.title)).toEqual(['Part One', 'A', 'B', 'C']);
    expect((await byLevel('3')).json().error.code).toBe('NO_HEADINGS_AT_LEVEL');
    expect((await byLevel('nine')).statusCode).toBe(400);
    const plan = {
      splitLevel: 2,
      chapters: [
        { title: 'A', sections: [1] },
        { title: 'C', sections: [3] },
      ],
    };
    const made = await send('/api/v1/imports/stories', 'parts.md', Buffer.from(md), plan);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().chapters.map((c: { wordCount: number }) => c.wordCount)).toEqual([1, 1]);
  });

  it('splits plain text at "Chapter" lines', async () => {
    const text = 'Chapter 1\nThe start.\n\nMore of it.\n\nChapter 2: The Storm\nWind.\n';
    const res = await send('/api/v1/imports/preview', 'story.txt', Buffer.from(text));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().sections.map((s: { title: string; wordCount: number }) => [s.title, s.wordCount]),
    ).toEqual([
      ['Chapter 1', 5],
      ['Chapter 2: The Storm', 1],
    ]);
  });
});

describe('chapters per import, by plan', () => {
  it('refuses a Free writer more chapters than the plan imports (403, nothing written), not a Worldsmith', async () => {
    const n = IMPORT_CHAPTERS_PER_PLAN.Free + 1;
    const many = buildDocx(
      Array.from({ length: n }, (_, i) => ({ title: `Chapter ${i + 1}`, paragraphs: ['Words.'] })),
    );
    const free = await createSignedInUser(t, 'freeimport');
    const before = await dbFingerprint(t.database.db);
    const refused = await send('/api/v1/imports/stories', 'many.docx', many, onePerSection(n), free);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('UPGRADE_REQUIRED');
    expect(refused.json().error.message).toMatch(/Free plan imports at most 50 chapters/);
    expect(changedTables(before, await dbFingerprint(t.database.db))).toEqual([]);
    const merged = { chapters: [{ title: 'All of it', sections: Array.from({ length: n }, (_, i) => i) }] };
    expect((await send('/api/v1/imports/stories', 'many.docx', many, merged, free)).statusCode).toBe(201);
    await setTier(t, free.user.id, 'Worldsmith');
    const allowed = await send('/api/v1/imports/stories', 'many.docx', many, onePerSection(n), free);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().chapters).toHaveLength(n);
  });
});

describe('bad files are refused with their message and write nothing', () => {
  let other: typeof writer;
  beforeAll(async () => {
    other = await createSignedInUser(t, 'refused');
  });
  const ole = Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(2048),
  ]);
  const manyEntries = Buffer.from(
    zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.xml`, strToU8('x')]))),
  );
  const cases: [string, string, () => Buffer, string, RegExp][] = [
    [
      'text named .docx',
      'book.docx',
      () => Buffer.from('Chapter 1\nHello'),
      'FILE_TYPE_MISMATCH',
      /not what its name says/,
    ],
    ['a DOCX named .md', 'book.md', () => docx, 'FILE_TYPE_MISMATCH', /not what its name says/],
    [
      'an image named .txt',
      'book.txt',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
      'FILE_TYPE_MISMATCH',
      /not what its name says/,
    ],
    ['an encrypted DOCX', 'secret.docx', () => ole, 'ENCRYPTED_DOCUMENT', /password-protected/],
    [
      'a zip bomb (entries)',
      'bomb.docx',
      () => manyEntries,
      'DOCUMENT_TOO_LARGE_UNPACKED',
      /unpacks to far more/,
    ],
    [
      'a zip bomb (size)',
      'bomb.docx',
      () => Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(101 * 1024 * 1024) }, { level: 1 })),
      'DOCUMENT_TOO_LARGE_UNPACKED',
      /unpacks to far more/,
    ],
    [
      'over the size limit',
      'long.txt',
      () => Buffer.alloc(10 * 1024 * 1024 + 10, 'a'),
      'FILE_TOO_LARGE',
      /larger than 10 MB/,
    ],
    ['a PDF', 'book.pdf', () => Buffer.from('%PDF-1.7'), 'UNSUPPORTED_FILE_TYPE', /\.docx.*\.md.*\.txt/],
  ];
  for (const [name, fileName, bytes, code, message] of cases) {
    it(name, async () => {
      const before = await dbFingerprint(t.database.db);
      const body = bytes();
      for (const url of ['/api/v1/imports/preview', '/api/v1/imports/stories']) {
        const res = await send(
          url,
          fileName,
          body,
          url.endsWith('stories') ? onePerSection(1) : undefined,
          other,
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.code).toBe(code);
        expect(res.json().error.message).toMatch(message);
      }
      expect(changedTables(before, await dbFingerprint(t.database.db))).toEqual([]);
    });
  }

  it('a split naming a section the manuscript lacks', async () => {
    const before = await dbFingerprint(t.database.db);
    const res = await send('/api/v1/imports/stories', 'Lighthouse.docx', docx, onePerSection(6), other);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('The manuscript has no section 6');
    expect(changedTables(before, await dbFingerprint(t.database.db))).toEqual([]);
  });
});
