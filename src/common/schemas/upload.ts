import { z } from 'zod';
import { UPLOAD_BUCKETS } from '../constants';

/** SPEC section 5 image messages, shown verbatim by the browser and the server. */
export const IMAGE_MESSAGES = {
  invalidType: 'Invalid file type. Please upload PNG, JPG, or WebP images.',
  tooLarge: 'File size too large. Maximum size is 5MB.',
  canvasContext: 'Failed to get canvas context',
  loadImage: 'Failed to load image',
  createBlob: 'Failed to create blob from canvas',
  uploadFailed: 'Failed to upload image',
  invalidUrl: 'Invalid image URL',
} as const;

/** POST /api/v1/uploads/:bucket (multipart field `file`) answers the stored object's URL and path. */
export const uploadBucketParamsSchema = z.object({ bucket: z.enum(UPLOAD_BUCKETS) });
export const uploadResultSchema = z.object({ url: z.string(), path: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
/** DELETE /api/v1/uploads: removes one of the caller's own objects by its public URL. */
export const deleteUploadSchema = z.object({ url: z.string().min(1, IMAGE_MESSAGES.invalidUrl) });
