/**
 * `npx tsx bench/exports.ts [--words 60000] [--chapters 30] [--runs 3] [--formats epub,pdf,docx]
 * [--save dir] [--together 1] [--images 0]`:
 * the book writers of issue 24 on a generated story (default 60,000 words in 30 chapters, each
 * chapter with headings, emphasis, a quote and, every fifth chapter, the same embedded JPEG from
 * local storage; `--images 0` leaves the images out). Times each format's whole build (`--runs`
 * times, median and worst) and samples the process's resident memory every 10 ms while it runs;
 * the PDF's Typst compile runs in a child process, whose own peak resident memory is reported
 * beside it (child peak). Every outbound connection attempt (net.Socket connect, fetch) is counted
 * and must be 0, and the largest peak of any job (this process, or a PDF's child) must be at most
 * 300 MB: the exit code says whether both held. No database: the chapters come from memory, as the
 * batch reader hands them over. Prints markdown.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { ExportFormat } from '../src/common/entitlements';
import { createImageLoader } from '../src/server/modules/exports/book-images';
import { makeBook, type ChapterSource } from '../src/server/modules/exports/book';
import type { BookChapter, StoryMeta } from '../src/server/modules/exports/book.repository';
import { BOOK_WRITERS } from '../src/server/modules/exports/formats/registry';
import { lastTypesetPeakRss } from '../src/server/modules/exports/formats/typst';
import { LocalDiskStorage } from '../src/server/storage/local-disk-storage';

const { values: args } = parseArgs({
  options: {
    words: { type: 'string' },
    chapters: { type: 'string' },
    runs: { type: 'string' },
    formats: { type: 'string' },
    save: { type: 'string' },
    together: { type: 'string' },
    images: { type: 'string' },
  },
});
const WORDS = Number(args.words ?? 60_000);
const CHAPTERS = Number(args.chapters ?? 30);
const RUNS = Number(args.runs ?? 3);
const FORMATS = (args.formats ?? 'epub,pdf,docx').split(',') as ExportFormat[];
/** Builds of each format started at once per run (two big exports at the same time). */
const TOGETHER = Number(args.together ?? 1);
/** Issue 24: peak job memory at most 300 MB (the bench fails past it). */
const PEAK_LIMIT_BYTES = 300 * 1024 * 1024;
/** `--images 0`: the same book without its images (what the images cost). */
const IMAGES = args.images !== '0';

// Every outbound connection attempt is counted (an export must make none).
let outbound = 0;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...rest: unknown[]) {
  outbound += 1;
  return (connect as (...a: unknown[]) => net.Socket).apply(this, rest);
} as typeof net.Socket.prototype.connect;
const realFetch = globalThis.fetch;
globalThis.fetch = (async (...rest: Parameters<typeof fetch>) => {
  outbound += 1;
  return realFetch(...rest);
}) as typeof fetch;

const VOCAB =
  'the river ran cold under lantern light while salt wind carried ash over quiet roofs and every ferryman counted coins remembering names of towns that burned'.split(
    ' ',
  );
const text = (value: string) => ({ type: 'text', text: value });
function paragraph(words: number, seed: number) {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(VOCAB[(seed * 7 + i * 13) % VOCAB.length]!);
  out[0] = out[0]!.charAt(0).toUpperCase() + out[0]!.slice(1);
  return {
    type: 'paragraph',
    content: [
      text(out.slice(0, 5).join(' ') + ' '),
      { type: 'text', text: out.slice(5, 8).join(' '), marks: [{ type: 'italic' }] },
      text(' ' + out.slice(8).join(' ') + '.'),
    ],
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exports-'));
const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
const IMAGE_KEY = 'story-images/00000000-0000-4000-8000-000000000001/bench-map.jpg';

function chapterOf(position: number, image: string): BookChapter {
  const words = Math.round(WORDS / CHAPTERS);
  const content: unknown[] = [{ type: 'heading', attrs: { level: 2 }, content: [text('The crossing')] }];
  for (let left = words, n = 0; left > 0; n++) {
    const size = Math.min(left, 120);
    content.push(paragraph(size, position * 100 + n));
    left -= size;
    if (n === 2) content.push({ type: 'blockquote', content: [paragraph(12, n)] });
  }
  if (IMAGES && position % 5 === 1)
    content.splice(2, 0, { type: 'image', attrs: { src: image, alt: 'A map of the river' } });
  return {
    position,
    title: `Chapter of the river ${position}`,
    content: { type: 'doc', content } as BookChapter['content'],
  };
}

async function main() {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6d3b' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await storage.put(IMAGE_KEY, jpeg, 'image/jpeg');
  const image = `/uploads/${IMAGE_KEY}`;
  const meta: StoryMeta = {
    id: '00000000-0000-4000-8000-0000000000aa',
    title: 'The Night Ferry',
    description: 'A river, a ferry and the towns along it.',
    genre: 'Fantasy',
    language: 'en',
    coverImage: null,
    publishedAt: new Date('2026-05-01T00:00:00Z'),
    updatedAt: new Date('2026-05-02T00:00:00Z'),
    owner: 'bench',
    collaborators: [],
  };
  const source: ChapterSource = {
    async chapterBatch(_id, _scope, after, limit) {
      const out: BookChapter[] = [];
      for (let p = after + 1; p <= Math.min(CHAPTERS, after + limit); p++) out.push(chapterOf(p, image));
      return out;
    },
  };

  console.log(`## Book exports: ${WORDS.toLocaleString('en')} words, ${CHAPTERS} chapters\n`);
  console.log(
    `${os.cpus().length} cores, Node ${process.version}, ${RUNS} runs per format, ${TOGETHER} build(s) at once\n`,
  );
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  console.log(
    '| format | median s | worst s | size | peak RSS MB | RSS growth MB | child peak RSS MB | longest loop stall ms | dropped images |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  /** The largest peak of any job: the bench process's, or a PDF's typesetting child. */
  let jobPeak = 0;
  for (const format of FORMATS) {
    const writer = BOOK_WRITERS[format];
    if (!writer) throw new Error(`no writer for ${format}`);
    const times: number[] = [];
    let size = 0;
    let peak = 0;
    let dropped = 0;
    let base = 0;
    let child = 0;
    let delay = 0;
    for (let run = 0; run < RUNS; run++) {
      globalThis.gc?.();
      base = process.memoryUsage().rss;
      let top = base;
      // The longest the event loop went without running the 10 ms sampler: how long a request
      // would have waited for the server while the builds ran (the site's view of them).
      let last = performance.now();
      const sampler = setInterval(() => {
        const now = performance.now();
        delay = Math.max(delay, now - last - 10);
        last = now;
        top = Math.max(top, process.memoryUsage().rss);
      }, 10);
      const images = createImageLoader(storage);
      const build = () =>
        writer(makeBook(source, meta, { from: 1, to: 10_000, includeDrafts: true }, CHAPTERS, true), {
          images,
          progress: async () => {},
        });
      const start = performance.now();
      const [bytes] = await Promise.all(Array.from({ length: TOGETHER }, build));
      times.push((performance.now() - start) / 1000);
      delay = Math.max(delay, performance.now() - last - 10);
      clearInterval(sampler);
      top = Math.max(top, process.memoryUsage().rss);
      peak = Math.max(peak, top);
      size = bytes!.length;
      if (format === 'pdf') child = Math.max(child, lastTypesetPeakRss());
      // --save: the last run's file of each format, to compare builds byte for byte.
      if (args.save) fs.writeFileSync(path.join(args.save, `book-${WORDS}.${format}`), bytes!);
      dropped = images.dropped.length;
    }
    times.sort((a, b) => a - b);
    jobPeak = Math.max(jobPeak, peak, child);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    console.log(
      `| ${format} | ${times[Math.floor(times.length / 2)]!.toFixed(2)} | ${times.at(-1)!.toFixed(2)} | ${(size / 1024).toFixed(0)} KB | ${mb(peak)} | ${mb(peak - base)} | ${child ? mb(child) : '-'} | ${delay.toFixed(0)} | ${dropped} |`,
    );
  }
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  console.log(`Outbound connection attempts during the exports: ${outbound}`);
  const overMemory = jobPeak > PEAK_LIMIT_BYTES;
  console.log(
    `Largest peak of a job: ${(jobPeak / 1024 / 1024).toFixed(0)} MB (target at most 300 MB${overMemory ? ': OVER' : ''})`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(outbound === 0 && !overMemory ? 0 : 1);
}

void main();
