import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { AppError } from '../../errors';

/** The largest image, in pixels, the server agrees to decode (a 40-megapixel photo fits). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side the server agrees to decode, whatever the pixel count. */
export const MAX_INPUT_SIDE = 16_384;

/**
 * Every way an upload is refused, in the API's one error shape. Type and size use the exact
 * SPEC section 5 messages, so the browser shows the same text whether it or the server caught it.
 */
export const uploadErrors = {
  invalidType: () => new AppError(400, 'INVALID_FILE_TYPE', IMAGE_MESSAGES.invalidType),
  tooLarge: () => new AppError(413, 'FILE_TOO_LARGE', IMAGE_MESSAGES.tooLarge),
  noFile: () => new AppError(400, 'NO_FILE', 'Please choose an image to upload (form field "file").'),
  oneFile: () => new AppError(400, 'TOO_MANY_FILES', 'Please upload one image at a time.'),
  dimensionsTooLarge: () =>
    new AppError(
      400,
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `This image is too large to process. Please upload an image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels and ${MAX_INPUT_SIDE} pixels per side.`,
    ),
  unreadable: () =>
    new AppError(
      400,
      'INVALID_IMAGE',
      'This image could not be read. It may be damaged or incomplete; please try another file.',
    ),
  invalidUrl: () => new AppError(400, 'INVALID_IMAGE_URL', IMAGE_MESSAGES.invalidUrl),
};
