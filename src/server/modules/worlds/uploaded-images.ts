import type { AppInstance } from '../../app-types';
import { deleteImageIfOwned, uploadKeyFromUrl } from '../uploads/uploads.service';
import type { UploadedImages } from './workspace-rules';

/**
 * The upload API as worlds and characters use it: recognising its URLs, and deleting an image
 * nobody points at any more. A failed delete is logged, never answered to the user.
 */
export function uploadedImages(app: AppInstance): UploadedImages {
  return {
    keyOf: (url) => uploadKeyFromUrl(app.ctx, url),
    async remove(url, userId) {
      try {
        await deleteImageIfOwned(app.ctx, url, userId);
      } catch (err) {
        app.log.warn({ err, url }, 'could not delete an image no longer in use');
      }
    },
  };
}
