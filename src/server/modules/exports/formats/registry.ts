import type { ExportFormat } from '@common/entitlements';
import type { BookWriter } from './format';
import { writeMarkdown, writeText } from './text-formats';
import { writeEpub } from './epub';
import { writePdf } from './pdf';
import { writeDocx } from './docx';
import { writeHtml } from './html';

/**
 * The formats Inkforge builds today, each with its writer. A format of the entitlements table
 * that is missing here is not built yet: it is refused (404 'not available yet') and DELIVERED
 * says false (entitlements.policy.test.ts checks the two agree).
 */
export const BOOK_WRITERS: Partial<Record<ExportFormat, BookWriter>> = {
  text: writeText,
  markdown: writeMarkdown,
  epub: writeEpub,
  pdf: writePdf,
  docx: writeDocx,
  html: writeHtml,
};
