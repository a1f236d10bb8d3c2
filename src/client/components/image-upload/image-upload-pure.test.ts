import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { ApiError } from '@client/lib/api';
import { imageFileError } from './image-validation';
import { fitWithin } from './resize-math';
import {
  OPTIMIZING_STEPS,
  PROGRESS_MESSAGES,
  overallPercent,
  sentPercent,
  type UploadPhase,
} from './upload-progress';
import {
  RETRY_DELAYS_MS,
  UPLOAD_ATTEMPTS,
  isRetryable,
  retryDelayMs,
  withUploadRetries,
} from './upload-retry';

describe('fitWithin (400x400, aspect kept, never enlarged)', () => {
  it.each([
    [1200, 600, 400, 200],
    [600, 1200, 200, 400],
    [400, 400, 400, 400],
    [4000, 3000, 400, 300],
    [401, 100, 400, 100],
    [120, 60, 120, 60],
    [1, 1, 1, 1],
    [10_000, 1, 400, 1],
    [333, 1000, 133, 400],
  ])('%i x %i becomes %i x %i', (w, h, ew, eh) => {
    expect(fitWithin(w, h, 400)).toEqual({ width: ew, height: eh });
  });

  it('refuses empty or broken sizes', () => {
    expect(() => fitWithin(0, 10, 400)).toThrow(RangeError);
    expect(() => fitWithin(10, Number.NaN, 400)).toThrow(RangeError);
  });
});

describe('imageFileError (SPEC section 5)', () => {
  const file = (type: string, size = 1000, name = 'picture') => ({ type, size, name });
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'])
      expect(imageFileError(file(type))).toBeNull();
    expect(imageFileError(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });
  it('refuses other types and bigger files with the spec messages', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', 'application/pdf']) {
      expect(imageFileError(file(type))).toBe(IMAGE_MESSAGES.invalidType);
    }
    expect(imageFileError(file('image/png', 5 * 1024 * 1024 + 1))).toBe(IMAGE_MESSAGES.tooLarge);
  });
  it('judges a file without a type by its extension', () => {
    expect(imageFileError(file('', 10, 'photo.JPEG'))).toBeNull();
    expect(imageFileError(file('', 10, 'drawing.svg'))).toBe(IMAGE_MESSAGES.invalidType);
  });
});

describe('progress phases (SPEC section 4)', () => {
  it('optimizes in the steps 10, 30, 60, 100', () => {
    expect(OPTIMIZING_STEPS).toEqual([10, 30, 60, 100]);
  });

  it('moves one overall bar forward through the whole sequence', () => {
    const sequence: [UploadPhase, number][] = [
      ['validating', 5],
      ...OPTIMIZING_STEPS.map((p): [UploadPhase, number] => ['optimizing', p]),
      ...[0, 25, 50, 75, 100].map((p): [UploadPhase, number] => ['uploading', p]),
      ['finalizing', 100],
    ];
    const bar = sequence.map(([phase, percentage]) => overallPercent({ phase, percentage }));
    for (let i = 1; i < bar.length; i++) expect(bar[i]!, `step ${i}`).toBeGreaterThanOrEqual(bar[i - 1]!);
    expect(bar[0]).toBeGreaterThan(0);
    expect(bar.at(-1)).toBe(100);
  });

  it('turns bytes sent into whole percentages within 0 to 100', () => {
    expect(sentPercent(0, 1000)).toBe(0);
    expect(sentPercent(333, 1000)).toBe(33);
    expect(sentPercent(1000, 1000)).toBe(100);
    expect(sentPercent(1200, 1000)).toBe(100);
    expect(sentPercent(5, 0)).toBe(0);
  });

  it('words attempts and retries as the spec does', () => {
    expect(PROGRESS_MESSAGES.attempt(2, 3)).toBe('Upload attempt 2/3...');
    expect(PROGRESS_MESSAGES.retrying(1)).toBe('Upload failed, retrying in 1s...');
  });
});

describe('upload retries (SPEC section 9: 3 attempts, waits of 1 s then 2 s)', () => {
  /** Runs withUploadRetries over scripted attempt outcomes, recording what the user would see. */
  async function run(outcomes: (Error | 'ok')[]) {
    const log: string[] = [];
    const waits: number[] = [];
    let calls = 0;
    const result = withUploadRetries(
      async (n) => {
        calls++;
        const outcome = outcomes[n - 1];
        if (outcome === 'ok') return `stored on attempt ${n}`;
        throw outcome;
      },
      {
        onAttempt: (n) => log.push(PROGRESS_MESSAGES.attempt(n, UPLOAD_ATTEMPTS)),
        onRetryWait: (ms) => log.push(PROGRESS_MESSAGES.retrying(ms / 1000)),
        sleep: async (ms) => void waits.push(ms),
      },
    );
    return { result: await result.catch((e: unknown) => e), log, waits, calls: () => calls };
  }
  const serverFault = () => new ApiError(503, 'INTERNAL', 'Something went wrong');
  const offline = () => new ApiError(0, 'NETWORK', 'offline');

  it('schedules 1 s then 2 s, and no wait after the last attempt', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000]);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, null]);
  });

  it('succeeds on the third attempt after two failures', async () => {
    const { result, log, waits } = await run([serverFault(), offline(), 'ok']);
    expect(result).toBe('stored on attempt 3');
    expect(waits).toEqual([1000, 2000]);
    expect(log).toEqual([
      'Upload attempt 1/3...',
      'Upload failed, retrying in 1s...',
      'Upload attempt 2/3...',
      'Upload failed, retrying in 2s...',
      'Upload attempt 3/3...',
    ]);
  });

  it("throws 'Failed to upload image' after the third failure", async () => {
    const { result, waits, calls } = await run([serverFault(), serverFault(), offline()]);
    expect(result).toBeInstanceOf(ApiError);
    expect((result as Error).message).toBe(IMAGE_MESSAGES.uploadFailed);
    expect(waits).toEqual([1000, 2000]);
    expect(calls()).toBe(3);
  });

  it("does not retry the server's refusals and passes their message on", async () => {
    const refused = new ApiError(400, 'INVALID_FILE_TYPE', IMAGE_MESSAGES.invalidType);
    const { result, waits, calls } = await run([refused, 'ok']);
    expect(result).toBe(refused);
    expect(waits).toEqual([]);
    expect(calls()).toBe(1);
  });

  it('retries only what another try can fix', () => {
    expect(isRetryable(offline())).toBe(true);
    expect(isRetryable(serverFault())).toBe(true);
    expect(isRetryable(new ApiError(408, 'TIMEOUT', 'slow'))).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 429])
      expect(isRetryable(new ApiError(status, 'X', 'x'))).toBe(false);
    expect(isRetryable(new DOMException('Upload cancelled', 'AbortError'))).toBe(false);
  });
});
