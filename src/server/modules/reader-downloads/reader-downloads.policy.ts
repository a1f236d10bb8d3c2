import { AppError } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';
import { requirePublished, type StoryVisibility } from '../library/library.policy';

/**
 * Who may download a story to read elsewhere or offline (issue 24), checked in this order so a
 * refusal never tells anything about a story the caller may not read:
 * 1. the story must be in the library (library.policy.ts): anything else is 404 for everyone;
 * 2. the caller's plan must have offlineDownloads (403 UPGRADE_REQUIRED naming the plans, with
 *    the /subscription link);
 * 3. the owner must allow reader downloads (the story's setting, on by default): 403
 *    DOWNLOADS_OFF otherwise.
 * Which chapters go in is the library's lock rule (lockOf/opensLock in library.policy.ts): the
 * published ones, and early-access or exclusive ones only when the caller's plan (or membership)
 * opens them.
 */
export type DownloadableStory = StoryVisibility & { readerDownloads: boolean };

export const DOWNLOADS_OFF_MESSAGE =
  'The author does not allow downloads of this story. You can read it here.';

export function authorizeReaderDownload<T extends DownloadableStory>(
  story: T | undefined,
  caller: { subscriptionTier: string },
): T {
  const found = requirePublished(story);
  assertCan(caller.subscriptionTier, 'offlineDownloads');
  if (!found.readerDownloads) throw new AppError(403, 'DOWNLOADS_OFF', DOWNLOADS_OFF_MESSAGE);
  return found;
}
