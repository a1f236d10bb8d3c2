import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readDeclaredDimensions, sniffImageFormat } from './image-format';
import {
  HTML_PAGE,
  PNG_HTML_POLYGLOT,
  SVG_WITH_SCRIPT,
  jpegWithGps,
  pngBomb,
} from './image-fixtures.test-support';

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } });

describe('sniffImageFormat', () => {
  it('knows PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await canvas(3, 2).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await canvas(3, 2).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await canvas(3, 2).webp().toBuffer())).toBe('webp');
  });

  it('knows nothing else, however it is named', async () => {
    for (const bytes of [
      SVG_WITH_SCRIPT,
      HTML_PAGE,
      await canvas(3, 2).gif().toBuffer(),
      await canvas(3, 2).tiff().toBuffer(),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});

describe('readDeclaredDimensions', () => {
  it('reads PNG sizes from IHDR, bombs included, without decoding', async () => {
    expect(readDeclaredDimensions(await canvas(123, 45).png().toBuffer(), 'png')).toEqual({
      width: 123,
      height: 45,
    });
    expect(readDeclaredDimensions(pngBomb(20_000, 30_000), 'png')).toEqual({ width: 20_000, height: 30_000 });
    expect(readDeclaredDimensions(PNG_HTML_POLYGLOT, 'png')).toBeNull();
  });

  it('reads JPEG sizes past EXIF segments, baseline and progressive', async () => {
    expect(readDeclaredDimensions(await jpegWithGps(321, 123), 'jpeg')).toEqual({ width: 321, height: 123 });
    const progressive = await canvas(640, 480).jpeg({ progressive: true }).toBuffer();
    expect(readDeclaredDimensions(progressive, 'jpeg')).toEqual({ width: 640, height: 480 });
    expect(readDeclaredDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpeg')).toBeNull();
  });

  it('reads WebP sizes from VP8, VP8L and VP8X headers', async () => {
    const lossy = await canvas(301, 77).webp().toBuffer();
    const lossless = await canvas(302, 78).webp({ lossless: true }).toBuffer();
    const extended = await canvas(303, 79, 4).webp().toBuffer();
    expect(lossy.toString('latin1', 12, 16)).toBe('VP8 ');
    expect(lossless.toString('latin1', 12, 16)).toBe('VP8L');
    expect(extended.toString('latin1', 12, 16)).toBe('VP8X');
    expect(readDeclaredDimensions(lossy, 'webp')).toEqual({ width: 301, height: 77 });
    expect(readDeclaredDimensions(lossless, 'webp')).toEqual({ width: 302, height: 78 });
    expect(readDeclaredDimensions(extended, 'webp')).toEqual({ width: 303, height: 79 });
  });
});
