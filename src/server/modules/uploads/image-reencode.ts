import sharp from 'sharp';
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_DIMENSION } from '@common/constants';
import { readDeclaredDimensions, sniffImageFormat } from './image-format';
import { AppError } from '../../errors';
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE, uploadErrors } from './upload-errors';
import { imageDecodes } from './decode-limit';

// One libvips worker thread per image (decodes run side by side through `imageDecodes` instead),
// and no operation cache: each upload is decoded once, so cached pixels would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Turns untrusted upload bytes into a fresh JPEG that holds nothing of the original but pixels:
 *
 * 1. The bytes must start like a PNG, JPEG or WebP (SVG, HTML, text and everything else stop here).
 * 2. The header's declared size must stay under MAX_INPUT_PIXELS and MAX_INPUT_SIDE, checked before
 *    decoding; sharp's own `limitInputPixels` repeats the check inside the decoder.
 * 3. sharp decodes it in full (`failOn: 'error'`: truncated or corrupt data fails), and the
 *    decoder must agree with step 1 on the format, so a polyglot cannot pick another decoder.
 * 4. Rotated upright by its EXIF orientation, flattened on white (PNG/WebP transparency), fitted
 *    inside 400x400 keeping its aspect ratio (never enlarged), written as JPEG quality 70 with
 *    no metadata at all (EXIF, GPS, XMP, ICC, comments are dropped).
 *
 * Steps 3 and 4 wait for one of the process's decode slots (decode-limit.ts).
 * Throws the 400 errors of upload-errors.ts; nothing here writes anywhere.
 */
export async function reencodeAsJpeg(bytes: Uint8Array): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw uploadErrors.invalidType();
  const declared = readDeclaredDimensions(bytes, format);
  if (!declared) throw uploadErrors.unreadable();
  if (
    declared.width > MAX_INPUT_SIDE ||
    declared.height > MAX_INPUT_SIDE ||
    declared.width * declared.height > MAX_INPUT_PIXELS
  ) {
    throw uploadErrors.dimensionsTooLarge();
  }
  try {
    return await imageDecodes.run(async () => {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
      const meta = await image.metadata();
      if (meta.format !== format) throw uploadErrors.unreadable();
      return await image
        .flatten({ background: '#ffffff' })
        .resize({
          width: IMAGE_MAX_DIMENSION,
          height: IMAGE_MAX_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: Math.round(IMAGE_JPEG_QUALITY * 100) })
        .toBuffer();
    });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw uploadErrors.dimensionsTooLarge();
    if (err instanceof AppError) throw err;
    throw uploadErrors.unreadable();
  }
}
