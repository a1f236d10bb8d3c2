import { z } from 'zod';
import { EXPORT_FORMATS, planNames, type ExportFormat } from '../entitlements';
import { tiersWithExport } from '../export-plans';

/**
 * Book exports of a story (issue 24): POST /api/v1/stories/:id/exports asks for a file in one
 * format, of the whole story or a range of its chapters; the book is built in the background and
 * GET .../exports/:exportId tells its progress until it is ready to download from
 * GET .../exports/:exportId/file. A finished file is kept for EXPORT_TTL_HOURS; asking again for
 * an unchanged story answers with that file at once.
 */
export const EXPORT_TTL_HOURS = 24;

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  text: 'Plain text',
  markdown: 'Markdown',
  epub: 'EPUB',
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  html: 'Web page (HTML)',
};

export const EXPORT_FILE_TYPES: Record<ExportFormat, { extension: string; contentType: string }> = {
  text: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  markdown: { extension: 'md', contentType: 'text/markdown; charset=utf-8' },
  epub: { extension: 'epub', contentType: 'application/epub+zip' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  html: { extension: 'html', contentType: 'text/html; charset=utf-8' },
};

/** Page sizes of a PDF book: A5, US trade paperback (6 x 9 in) and US Letter. */
export const TRIM_SIZES = ['a5', '6x9', 'letter'] as const;
export type TrimSize = (typeof TRIM_SIZES)[number];
export const TRIM_SIZE_LABELS: Record<TrimSize, string> = {
  a5: 'A5 (148 × 210 mm)',
  '6x9': 'Trade paperback (6 × 9 in)',
  letter: 'US Letter (8.5 × 11 in)',
};
/** The page size of a PDF when the request names none. */
export const DEFAULT_TRIM_SIZE: TrimSize = 'a5';

export const EXPORT_MESSAGES = {
  format: `Choose one of: ${EXPORT_FORMATS.join(', ')}`,
  trimSize: `Choose a page size: ${TRIM_SIZES.join(', ')}`,
  trimSizeFormat: 'A page size applies to PDF exports only',
  range: 'The first chapter of the range must come before the last',
  position: 'Chapter numbers are whole numbers from 1',
  noChapters: 'There are no chapters in that range to export',
  notReady: 'This export is not ready yet',
  failed: 'This export could not be built. Please try again.',
  pdfStopped: 'The PDF typesetter stopped before the book was finished. Please try again.',
  pdfTimeout: 'The PDF took too long to typeset. Try a shorter chapter range, or try again later.',
  pdfTooLarge: 'The PDF needed more memory than an export may use. Try a shorter chapter range.',
} as const;

/** The sentence a format outside the caller's plan is refused with (403), naming the plans that have it. */
export const exportRefusalMessage = (format: ExportFormat, tier: string): string =>
  `${EXPORT_FORMAT_LABELS[format]} export is part of the ${planNames(tiersWithExport(format))} plans, not your ${tier} plan. Upgrade at /subscription.`;

const position = z
  .number({ error: EXPORT_MESSAGES.position })
  .int(EXPORT_MESSAGES.position)
  .min(1)
  .max(10_000);

export const exportRequestSchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.format }),
    /** First and last chapter (by position, both included); left out: from the first / to the last. */
    fromChapter: position.optional(),
    toChapter: position.optional(),
    /** PDF only: the page size (A5 when left out). */
    trimSize: z.enum(TRIM_SIZES, { error: EXPORT_MESSAGES.trimSize }).optional(),
  })
  .strict()
  .refine((r) => r.trimSize === undefined || r.format === 'pdf', {
    message: EXPORT_MESSAGES.trimSizeFormat,
    path: ['trimSize'],
  })
  .refine((r) => r.fromChapter === undefined || r.toChapter === undefined || r.fromChapter <= r.toChapter, {
    message: EXPORT_MESSAGES.range,
    path: ['toChapter'],
  });
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const storyExportSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  format: z.enum(EXPORT_FORMATS),
  fromChapter: z.number().int().nullable(),
  toChapter: z.number().int().nullable(),
  /** The page size of a PDF; null for the other formats. */
  trimSize: z.enum(TRIM_SIZES).nullable(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  fileName: z.string(),
  /** Bytes of the finished file. */
  size: z.number().int().nullable(),
  /** Images left out of the book, and why (a remote address is never fetched). */
  dropped: z.array(z.string()),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type StoryExport = z.infer<typeof storyExportSchema>;
