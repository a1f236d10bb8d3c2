import fs from 'node:fs';

/** How long the synchronous exit flush waits between tries when the pipe is full. */
const FULL_PIPE_PAUSE_MS = 5;
/** How many times the exit flush tries a full pipe before it gives the lines up. */
const FULL_PIPE_TRIES = 200;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const pipeIsFull = (err: unknown) =>
  (err as NodeJS.ErrnoException).code === 'EAGAIN' || (err as NodeJS.ErrnoException).code === 'EBUSY';

/**
 * A log destination (pino's `stream`) that gathers lines and writes them to a file descriptor in
 * batches: when `minLength` characters wait, or `flushAfterMs` after the first waiting line, in
 * one asynchronous write, one batch at a time and in order. A full pipe (EAGAIN) is tried again
 * shortly; a partial write continues where it stopped.
 *
 * Why not pino's own destination (sonic-boom): it measures the byte length of the whole waiting
 * batch again on every line, which flattens the growing string each time. That cost about 4 µs a
 * line, as much as the rest of the request's log line (bench/framework-tax-report.md). Here a
 * line costs an array push.
 *
 * On process exit the waiting lines (and a batch the pipe refused) are written synchronously, so a
 * shutdown or a crash that Node sees still writes them; a batch already handed to the operating
 * system is left to finish. A process killed outright (SIGKILL) loses at most the waiting lines.
 */
export class BatchedLines {
  private waiting: string[] = [];
  private waitingLength = 0;
  private writing = false;
  private timer: NodeJS.Timeout | undefined;
  /** A batch the pipe refused (EAGAIN), waiting to be tried again; written first on exit. */
  private refused: Buffer | undefined;
  /** Who asked `flush` to call back once the writing stops. */
  private idleWaiters: ((err?: Error) => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly options: { minLength: number; flushAfterMs: number },
  ) {
    process.once('exit', () => this.flushSync());
  }

  /** Takes one line (pino hands over each entry with its newline). */
  write(line: string): boolean {
    this.waiting.push(line);
    this.waitingLength += line.length;
    if (this.writing) return true;
    if (this.waitingLength >= this.options.minLength) this.writeBatch();
    else this.timer ??= setTimeout(() => this.writeBatch(), this.options.flushAfterMs).unref();
    return true;
  }

  /** Starts writing what waits now (pino's `logger.flush()`); `done` runs once it is written. */
  flush(done?: (err?: Error) => void): void {
    if (!this.writing) this.writeBatch();
    if (done) this.whenIdle(done);
  }

  /** Writes every waiting line before returning (pino calls it on exit). */
  flushSync(): void {
    if (this.waiting.length === 0 && this.refused === undefined) return;
    let buffer = Buffer.concat([this.refused ?? Buffer.alloc(0), this.takeBatch()]);
    this.refused = undefined;
    for (let tries = 0; buffer.length > 0 && tries < FULL_PIPE_TRIES;) {
      try {
        buffer = buffer.subarray(fs.writeSync(this.fd, buffer));
      } catch (err) {
        if (!pipeIsFull(err)) return;
        tries++;
        pause(FULL_PIPE_PAUSE_MS);
      }
    }
  }

  private takeBatch(): Buffer {
    clearTimeout(this.timer);
    this.timer = undefined;
    const buffer = Buffer.from(this.waiting.join(''));
    this.waiting = [];
    this.waitingLength = 0;
    return buffer;
  }

  private writeBatch(): void {
    if (this.waiting.length === 0) return;
    this.writing = true;
    this.writeOut(this.takeBatch());
  }

  private writeOut(buffer: Buffer): void {
    fs.write(this.fd, buffer, (err, written) => {
      if (err && pipeIsFull(err)) {
        this.refused = buffer;
        setTimeout(() => {
          if (this.refused !== buffer) return; // written by flushSync meanwhile
          this.refused = undefined;
          this.writeOut(buffer);
        }, FULL_PIPE_PAUSE_MS); // kept referenced, as the write it stands for would be
        return;
      }
      // Another error (the reader went away): the batch is dropped, as a log must never stop the app.
      if (!err && written < buffer.length) return this.writeOut(buffer.subarray(written));
      this.writing = false;
      if (this.waitingLength >= this.options.minLength) this.writeBatch();
      else if (this.waiting.length > 0)
        this.timer ??= setTimeout(() => this.writeBatch(), this.options.flushAfterMs).unref();
      this.notifyIdle();
    });
  }

  private whenIdle(done: (err?: Error) => void): void {
    if (!this.writing) return done();
    this.idleWaiters.push(done);
  }

  private notifyIdle(): void {
    if (this.writing) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const done of waiters) done();
  }
}
