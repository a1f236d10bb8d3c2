/**
 * What an upload really is, decided from its bytes alone (never from its name or declared type),
 * and how large it says it is, read from its header without decoding a pixel. The declared size
 * lets the server refuse decompression bombs before handing anything to the decoder.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp';
export type Dimensions = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG, JPEG or WebP by magic number; null for anything else (SVG, HTML, GIF, text...). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** The width and height the file's header declares; null when the header is missing or malformed. */
export function readDeclaredDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | null {
  const size =
    format === 'png'
      ? pngDimensions(bytes)
      : format === 'jpeg'
        ? jpegDimensions(bytes)
        : webpDimensions(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The first chunk must be IHDR: width and height as big-endian 32-bit numbers. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const v = view(bytes);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the marker segments up to the first start-of-frame; image data before it means a broken file. */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  const v = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = v.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: v.getUint16(at + 5), width: v.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** RIFF container: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function webpDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 30) return null;
  const v = view(bytes);
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
      return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = v.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: readUint24(bytes, 24) + 1, height: readUint24(bytes, 27) + 1 };
    default:
      return null;
  }
}

const readUint24 = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
