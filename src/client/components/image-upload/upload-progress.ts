/**
 * The progress of one image upload (SPEC section 3 client shape, section 4 phases):
 * validating 5%; optimizing 10, 30, 60, 100%; uploading 0 to 100% (real bytes sent);
 * finalizing 100%. Percentages are per phase; `overallPercent` turns them into one bar that only
 * moves forward.
 */
export type UploadPhase = 'validating' | 'optimizing' | 'uploading' | 'finalizing';

export type UploadProgress = {
  phase: UploadPhase;
  /** 0 to 100 within the phase. */
  percentage: number;
  /** What is happening, for people: shown under the bar and announced politely. */
  message: string;
  /** Bytes of the file the user picked. */
  originalSize: number;
  /** Bytes of the resized JPEG, once the optimizing phase made it. */
  compressedSize?: number;
};

export type ProgressListener = (progress: UploadProgress) => void;

/** The fixed steps of the optimizing phase, reached in this order. */
export const OPTIMIZING_STEPS = [10, 30, 60, 100] as const;
export const VALIDATING_PERCENT = 5;

export const PROGRESS_MESSAGES = {
  validating: 'Validating image...',
  optimizing: 'Optimizing image...',
  finalizing: 'Finalizing...',
  attempt: (attempt: number, attempts: number) => `Upload attempt ${attempt}/${attempts}...`,
  retrying: (seconds: number) => `Upload failed, retrying in ${seconds}s...`,
} as const;

/** Where each later phase sits on the overall bar: [start, end] in percent. */
const PHASE_SPAN: Record<Exclude<UploadPhase, 'validating'>, readonly [number, number]> = {
  optimizing: [5, 30],
  uploading: [30, 95],
  finalizing: [95, 100],
};

/** One number for the whole upload, 0 to 100, for the progress bar. */
export function overallPercent({ phase, percentage }: Pick<UploadProgress, 'phase' | 'percentage'>): number {
  const within = Math.min(100, Math.max(0, percentage));
  // Validating is the first 5% of the whole and reports in those terms already.
  if (phase === 'validating') return Math.min(VALIDATING_PERCENT, within);
  const [start, end] = PHASE_SPAN[phase];
  return Math.round(start + ((end - start) * within) / 100);
}

/** The percentage of a byte count sent so far, 0 to 100, whole numbers. */
export function sentPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
