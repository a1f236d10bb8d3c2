import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@common/schemas/story-export';
import { TypesetError, typesetPdf } from './typst';

/**
 * The PDF compile in its child process: a result, and every way a child can end without one
 * (a Typst error, killed, too slow, too big, its server gone) settles with a TypesetError that
 * names the cause for the writer, and leaves no process behind. The book itself is pdf.test.ts's.
 */
const SMALL = '#set page(width: 10cm, height: 10cm)\nHello';
/** Seconds of pure evaluation (tens on a loaded machine): a compile still running when it is stopped. */
const SLOW = '#let n = 0\n#for i in range(30000000) { n += 1 }\n#n';
const TYPST_TS = fileURLToPath(new URL('./typst.ts', import.meta.url));
const ROOT_DIR = fileURLToPath(new URL('../../../../../', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function gone(pid: number, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; Date.now() < until;)
    if (alive(pid)) await new Promise((r) => setTimeout(r, 50));
    else return true;
  return !alive(pid);
}

async function failure(run: Promise<unknown>): Promise<TypesetError> {
  const err = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TypesetError);
  return err as TypesetError;
}

describe('typesetPdf in a child process', { timeout: 120_000 }, () => {
  it('returns the PDF and the child has exited by then', async () => {
    let pid = 0;
    const pdf = await typesetPdf(SMALL, [], { onStart: (p) => (pid = p) });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it("fails a document Typst refuses with the export's message and Typst's diagnostic", async () => {
    const err = await failure(typesetPdf('#let x = ', []));
    expect(err.userMessage).toBe(EXPORT_MESSAGES.failed);
    expect(err.message).toMatch(/expected expression/);
  });

  it('fails clearly when the child is killed, and the next compile works', async () => {
    let pid = 0;
    const err = await failure(
      typesetPdf(SLOW, [], {
        onStart: (p) => {
          pid = p;
          setTimeout(() => process.kill(p, 'SIGKILL'), 300);
        },
      }),
    );
    expect(err.userMessage).toBe(EXPORT_MESSAGES.pdfStopped);
    expect(err.message).toMatch(/SIGKILL/);
    expect(alive(pid)).toBe(false);
    expect((await typesetPdf(SMALL, [])).length).toBeGreaterThan(0);
  });

  it('stops a compile that runs past its time', async () => {
    let pid = 0;
    const started = Date.now();
    const err = await failure(typesetPdf(SLOW, [], { timeoutMs: 500, onStart: (p) => (pid = p) }));
    expect(err.userMessage).toBe(EXPORT_MESSAGES.pdfTimeout);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(alive(pid)).toBe(false);
  });

  it('stops a child that grows past its memory limit', async () => {
    let pid = 0;
    const err = await failure(typesetPdf(SLOW, [], { memoryLimitBytes: 1, onStart: (p) => (pid = p) }));
    expect(err.userMessage).toBe(EXPORT_MESSAGES.pdfTooLarge);
    expect(alive(pid)).toBe(false);
  });

  it('runs one compile at a time: the second child starts after the first has finished', async () => {
    const events: string[] = [];
    const first = typesetPdf(SMALL, [], { onStart: () => events.push('start 1') }).then(() =>
      events.push('end 1'),
    );
    const second = typesetPdf(SMALL, [], { onStart: () => events.push('start 2') }).then(() =>
      events.push('end 2'),
    );
    await Promise.all([first, second]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('leaves no orphan: a child whose server is killed mid-compile exits', async () => {
    // A server of its own (tsx, like `npm start`), killed with SIGKILL: no exit handler runs there.
    const script = [
      `const { typesetPdf } = await import(${JSON.stringify(TYPST_TS)});`,
      `typesetPdf(${JSON.stringify(SLOW)}, [], { onStart: (pid) => console.log('child', pid) }).catch(() => {});`,
    ].join('\n');
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const child = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const pid = /child (\d+)/.exec(out)?.[1];
        if (pid) resolve(Number(pid));
      });
      server.once('exit', () => reject(new Error(`the server exited first: ${out}`)));
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(child)).toBe(true);
    server.kill('SIGKILL');
    expect(await gone(child, 5_000)).toBe(true);
  });
});
