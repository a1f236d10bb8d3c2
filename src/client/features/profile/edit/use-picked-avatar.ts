import { useCallback, useEffect, useRef } from 'react';
import { deleteUploadedImage } from '@client/components/image-upload/upload-image';

/**
 * Pictures are uploaded as soon as they are picked, before Save. This keeps track of those not
 * (yet) saved and deletes them when they can no longer be used: replaced by another pick,
 * removed, or left behind when the person leaves without saving. The saved picture itself is
 * never touched here: the server deletes it once a save replaces it. Deleting is best effort
 * (a leftover file is harmless).
 */
export function usePickedAvatar(savedUrl: string | null) {
  const picked = useRef(new Set<string>());
  // The picture saved when the form opened; moved on by saved() after each save.
  const saved = useRef(savedUrl);

  const discard = useCallback((url: string) => {
    picked.current.delete(url);
    if (url !== saved.current) void deleteUploadedImage(url).catch(() => undefined);
  }, []);

  useEffect(
    () => () => {
      for (const url of picked.current) discard(url);
    },
    [discard],
  );

  return {
    /** The field's value changes from `previous` to `next` (a new upload, or null when removed). */
    changed(previous: string | null, next: string | null) {
      if (previous && previous !== next && picked.current.has(previous)) discard(previous);
      if (next && next !== saved.current) picked.current.add(next);
    },
    /** After a save: the saved URL is no longer "picked"; any other leftovers are deleted. */
    saved(url: string | null) {
      saved.current = url;
      for (const other of [...picked.current]) {
        if (other === url) picked.current.delete(other);
        else discard(other);
      }
    },
  };
}
