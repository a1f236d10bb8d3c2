import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@common/constants';
import { IMAGE_MESSAGES } from '@common/schemas/upload';

const EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/**
 * The browser's first check of a picked file (SPEC section 5): PNG, JPEG or WebP, at most 5 MB.
 * Returns the spec message to show, or null when the file may go on. A file without a type
 * (some systems leave it empty) is judged by its extension; the server checks the real bytes.
 */
export function imageFileError(file: { type: string; size: number; name: string }): string | null {
  const typeOk = file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);
  if (!typeOk) return IMAGE_MESSAGES.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
