import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images made on the spot for the upload tests: real encoder output from sharp for the good
 * cases, hand-built bytes for the hostile ones. Nothing is read from disk.
 */

/** A colour gradient (so JPEG sizes are realistic), optionally with a transparent half. */
function gradient(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 7) % 256;
      if (alpha) raw[i + 3] = x < width / 2 ? 0 : 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels } });
}

export const pngImage = (width: number, height: number, alpha = false) =>
  gradient(width, height, alpha).png().toBuffer();
export const webpImage = (width: number, height: number, lossless = false) =>
  gradient(width, height).webp({ lossless }).toBuffer();
export const jpegImage = (width: number, height: number) =>
  gradient(width, height).jpeg({ quality: 90 }).toBuffer();

/** A JPEG carrying a camera make and GPS coordinates in its EXIF (IFD3 is the GPS directory). */
export const jpegWithGps = (width: number, height: number) =>
  gradient(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'FixtureCam', Copyright: 'fixture' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();

/** A JPEG stored sideways with EXIF orientation 6: upright it is `height` wide and `width` tall. */
export const jpegRotatedByExif = (width: number, height: number) =>
  gradient(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/** Whether EXIF data holds a pointer to a GPS directory (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a few hundred bytes of valid PNG structure that declares a huge canvas
 * (20000x20000 greyscale would be 400 MB once decoded). The compressed rows are all zeros.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const someRows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', someRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const PLAIN_TEXT = Buffer.from('just some words, not an image at all');

/** Starts like a PNG, then is an HTML page: the signature alone must not get it stored. */
export const PNG_HTML_POLYGLOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  HTML_PAGE,
]);
