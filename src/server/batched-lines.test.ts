import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchedLines } from './batched-lines';

const line = (i: number) => `{"n":${i},"msg":"${'x'.repeat(180)}"}\n`;
const files: string[] = [];
const tempFile = () => {
  const file = path.join(os.tmpdir(), `batched-lines-${process.pid}-${files.length}.log`);
  files.push(file);
  return { file, fd: fs.openSync(file, 'w') };
};
const written = (file: string) => fs.readFileSync(file, 'utf8');
const flushed = (lines: BatchedLines) => new Promise<void>((resolve) => lines.flush(() => resolve()));

async function waitFor(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the log lines');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
});

describe('BatchedLines', () => {
  it('holds lines back until a batch is full, then writes them all, in order', async () => {
    const { file, fd } = tempFile();
    const lines = new BatchedLines(fd, { minLength: 900, flushAfterMs: 60_000 });
    for (let i = 0; i < 4; i++) lines.write(line(i)); // 4 × 198 characters: under a batch
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written(file)).toBe('');
    lines.write(line(4)); // 990: a batch
    await waitFor(() => written(file).length > 0);
    for (let i = 5; i < 500; i++) lines.write(line(i));
    await flushed(lines);
    expect(written(file)).toBe(Array.from({ length: 500 }, (_, i) => line(i)).join(''));
    fs.closeSync(fd);
  });

  it('writes a few lines once the wait is over, without more coming', async () => {
    const { file, fd } = tempFile();
    const lines = new BatchedLines(fd, { minLength: 4096, flushAfterMs: 100 });
    lines.write(line(1));
    lines.write(line(2));
    expect(written(file)).toBe('');
    await waitFor(() => written(file) === line(1) + line(2));
    fs.closeSync(fd);
  });

  it('writes every line through a full pipe, and the waiting ones when the process exits', async () => {
    // The child writes 4 MB to a non-blocking pipe its parent does not read for a while (so
    // writes are refused with EAGAIN and written only in part), waits until they are out, then
    // logs a few more lines and exits at once: those go out in the exit flush.
    const module = fileURLToPath(new URL('./batched-lines.ts', import.meta.url));
    const script = `
      import { BatchedLines } from ${JSON.stringify(module)};
      void process.stdout; // opens fd 1 as Node does for a pipe: non-blocking
      const lines = new BatchedLines(1, { minLength: 4096, flushAfterMs: 60000 });
      const line = ${line.toString()};
      for (let i = 0; i < 20000; i++) lines.write(line(i));
      lines.flush(() => {
        for (let i = 20000; i < 20010; i++) lines.write(line(i));
        process.exit(0);
      });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdout.resume();
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(0);
    const out = Buffer.concat(chunks).toString();
    const numbers = out
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 20010 }, (_, i) => i));
  }, 60_000);
});
