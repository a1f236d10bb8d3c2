import { IMAGE_JPEG_QUALITY, IMAGE_MAX_DIMENSION } from '@common/constants';
import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { imageFileError } from './image-validation';
import { fitWithin } from './resize-math';
import {
  OPTIMIZING_STEPS,
  PROGRESS_MESSAGES,
  VALIDATING_PERCENT,
  type ProgressListener,
} from './upload-progress';

export type ProcessedImage = {
  /** The resized JPEG to upload. */
  blob: Blob;
  width: number;
  height: number;
  originalSize: number;
  compressedSize: number;
};

/**
 * Prepares a picked image in the browser before it is sent (SPEC sections 4, 5 and 9): checks
 * type and size with the spec messages, then draws it on a canvas fitted inside 400x400 (aspect
 * ratio kept, never enlarged) over white, so transparent PNGs become clean JPEGs at quality 0.7.
 * Reports 'validating' 5% and 'optimizing' 10, 30, 60 and 100%.
 *
 * Throws Error with 'Invalid file type...', 'File size too large...', 'Failed to load image',
 * 'Failed to get canvas context' or 'Failed to create blob from canvas'. The server checks and
 * re-encodes again: this step saves bandwidth, it is not the security boundary.
 */
export async function processImage(file: File, onProgress?: ProgressListener): Promise<ProcessedImage> {
  const originalSize = file.size;
  const report = (phase: 'validating' | 'optimizing', percentage: number, compressedSize?: number) =>
    onProgress?.({ phase, percentage, message: PROGRESS_MESSAGES[phase], originalSize, compressedSize });

  report('validating', VALIDATING_PERCENT);
  const invalid = imageFileError(file);
  if (invalid) throw new Error(invalid);

  const [loading, loaded, drawn, encoded] = OPTIMIZING_STEPS;
  report('optimizing', loading);
  const url = URL.createObjectURL(file);
  const canvas = await drawFitted(url, () => report('optimizing', loaded)).finally(() =>
    URL.revokeObjectURL(url),
  );
  report('optimizing', drawn);

  const blob = await canvasToJpeg(canvas);
  report('optimizing', encoded, blob.size);
  return { blob, width: canvas.width, height: canvas.height, originalSize, compressedSize: blob.size };
}

/** Draws the image on a new canvas fitted inside 400x400, over white (JPEG has no transparency). */
async function drawFitted(url: string, onLoaded: () => void): Promise<HTMLCanvasElement> {
  const image = await loadImage(url);
  onLoaded();
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, IMAGE_MAX_DIMENSION);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_MESSAGES.canvasContext);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/** Decodes the image in an <img> (browsers apply the EXIF orientation there). */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      image.naturalWidth > 0 ? resolve(image) : reject(new Error(IMAGE_MESSAGES.loadImage));
    image.onerror = () => reject(new Error(IMAGE_MESSAGES.loadImage));
    image.src = url;
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(IMAGE_MESSAGES.createBlob))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}
