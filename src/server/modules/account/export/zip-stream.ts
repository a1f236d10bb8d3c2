import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/**
 * A zip archive written entry by entry into a Node Readable, with back-pressure: `file()` waits
 * while the reader (the HTTP response) is behind, so an export never holds more than a batch of
 * rows and the compressor's window in memory. If the reader goes away, `file()` rejects with
 * ArchiveAbortedError and the producer stops.
 */
export class ArchiveAbortedError extends Error {
  constructor() {
    super('The archive reader went away');
  }
}

export type ZipEntryOptions = {
  /** false for data that is already compressed (JPEG): stored as is. */
  compress?: boolean;
};

export class ZipStream {
  readonly stream: Readable;
  private readonly zip: Zip;
  private readerWantsMore = true;
  private aborted = false;
  private wake: (() => void) | null = null;

  constructor() {
    this.stream = new Readable({
      read: () => {
        this.readerWantsMore = true;
        this.resume();
      },
    });
    this.stream.on('close', () => {
      this.aborted = true;
      this.resume();
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.stream.destroy(err);
        return;
      }
      if (!this.aborted && !this.stream.push(chunk)) this.readerWantsMore = false;
      if (final && !this.aborted) this.stream.push(null);
    });
  }

  /** Adds one entry whose bytes come from `parts` (strings are written as UTF-8). */
  async file(
    name: string,
    parts: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
    options: ZipEntryOptions = {},
  ): Promise<void> {
    this.assertOpen();
    const entry = options.compress === false ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    for await (const part of parts) {
      const bytes = typeof part === 'string' ? strToU8(part) : part;
      if (bytes.length > 0) entry.push(bytes);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory and ends the stream. */
  end(): void {
    this.assertOpen();
    this.zip.end();
  }

  /** Stops with an error: the reader sees a broken download rather than a truncated "success". */
  fail(err: Error): void {
    this.aborted = true;
    this.zip.terminate();
    this.stream.destroy(err);
    this.resume();
  }

  private assertOpen(): void {
    if (this.aborted) throw new ArchiveAbortedError();
  }

  private resume(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async drained(): Promise<void> {
    while (!this.readerWantsMore && !this.aborted) {
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    this.assertOpen();
  }
}
