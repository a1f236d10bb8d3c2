/**
 * The size an image is drawn at so that it fits inside a `max` x `max` square, keeping its aspect
 * ratio and never growing (SPEC section 9: at most 400x400). Sides are whole pixels, at least 1.
 */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('Image dimensions must be positive');
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
