import { unzipSync } from 'fflate';
import { MANUSCRIPT_MAX_BYTES } from '@common/schemas/manuscript-import';
import { AppError } from '../../errors';

/** The manuscript formats an import reads. */
export type ManuscriptKind = 'docx' | 'markdown' | 'text';

export { MANUSCRIPT_MAX_BYTES };
/** A DOCX may unpack to at most this many bytes and entries (checked before anything is inflated). */
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 1000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: what Word writes for a password-protected (encrypted) DOCX, or an old .doc. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const refuse = (code: string, message: string) => new AppError(400, code, message);

export const importErrors = {
  noFile: () => refuse('NO_FILE', 'Please choose a manuscript to import (form field "file").'),
  tooLarge: () =>
    refuse(
      'FILE_TOO_LARGE',
      `This manuscript is larger than ${MANUSCRIPT_MAX_BYTES / 1024 / 1024} MB. Please split it and import it in parts.`,
    ),
  unsupported: () =>
    refuse(
      'UNSUPPORTED_FILE_TYPE',
      'Please import a Word document (.docx), Markdown (.md) or plain text (.txt) file.',
    ),
  notItsType: () =>
    refuse(
      'FILE_TYPE_MISMATCH',
      'This file is not what its name says it is. Please save it again as .docx, .md or .txt and retry.',
    ),
  encrypted: () =>
    refuse(
      'ENCRYPTED_DOCUMENT',
      'This document is password-protected or an old Word format. Please remove the password (or save it as .docx) and retry.',
    ),
  zipBomb: () =>
    refuse(
      'DOCUMENT_TOO_LARGE_UNPACKED',
      'This document unpacks to far more data than a manuscript holds, so it was refused.',
    ),
  damaged: () =>
    refuse(
      'DAMAGED_DOCUMENT',
      'This document could not be read. It may be damaged; please save it again and retry.',
    ),
  empty: () => refuse('EMPTY_MANUSCRIPT', 'This manuscript has no text to import.'),
  noSuchLevel: (level: number) =>
    refuse('NO_HEADINGS_AT_LEVEL', `This manuscript has no headings at level ${level} to split at.`),
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Refuses a zip whose declared sizes or entry count are out of bounds, inflating nothing. */
function checkZipBounds(bytes: Uint8Array): void {
  let entries = 0;
  let unpacked = 0;
  let tooBig = false;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        if (entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) tooBig = true;
        return false;
      },
    });
  } catch {
    throw importErrors.damaged();
  }
  if (tooBig) throw importErrors.zipBomb();
}

/**
 * What kind of manuscript `bytes` is, judged by its name and checked against its first bytes:
 * a .docx must be a zip within bounds (an OLE file is an encrypted or old Word document), a
 * .md or .txt must be UTF-8 text. Anything else is refused (400) before it is parsed.
 */
export function checkManuscriptFile(fileName: string, bytes: Uint8Array): ManuscriptKind {
  if (bytes.byteLength > MANUSCRIPT_MAX_BYTES) throw importErrors.tooLarge();
  const ext = extensionOf(fileName);
  const kind: ManuscriptKind | undefined =
    ext === 'docx'
      ? 'docx'
      : ext === 'md' || ext === 'markdown'
        ? 'markdown'
        : ext === 'txt'
          ? 'text'
          : undefined;
  if (!kind) {
    if (startsWith(bytes, OLE_MAGIC)) throw importErrors.encrypted();
    throw importErrors.unsupported();
  }
  if (kind === 'docx') {
    if (startsWith(bytes, OLE_MAGIC)) throw importErrors.encrypted();
    if (!startsWith(bytes, ZIP_MAGIC)) throw importErrors.notItsType();
    checkZipBounds(bytes);
    return kind;
  }
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC) || bytes.includes(0))
    throw importErrors.notItsType();
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw importErrors.notItsType();
  }
  return kind;
}
