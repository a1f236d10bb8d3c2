import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadBucket } from '@common/constants';
import type { UploadResult } from '@common/schemas/upload';
import { prepareAndUploadImage } from './upload-image';
import { isAbort } from './upload-retry';
import type { UploadProgress } from './upload-progress';

/**
 * State of one image field's upload: the live progress (null when idle), the last error, and
 * `start(file)` which runs processImage + uploadImage and hands the stored image to `onUploaded`.
 * Picking another file cancels the upload in flight; so does unmounting.
 */
export function useImageUpload(bucket: UploadBucket, onUploaded: (result: UploadResult) => void) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setError(null);
      try {
        const result = await prepareAndUploadImage(
          bucket,
          file,
          (p) => {
            if (!controller.signal.aborted) setProgress(p);
          },
          controller.signal,
        );
        if (!controller.signal.aborted) onUploadedRef.current(result);
      } catch (err) {
        if (isAbort(err) || controller.signal.aborted) return;
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        if (current.current === controller) {
          current.current = null;
          setProgress(null);
        }
      }
    },
    [bucket],
  );

  const clearError = useCallback(() => setError(null), []);
  return { progress, error, busy: progress !== null, start, clearError };
}
