import {
  importPreviewSchema,
  importResultSchema,
  type ImportPlan,
  type ImportPreview,
  type ImportResult,
} from '@common/schemas/manuscript-import';
import type { z } from 'zod';
import { ApiError } from '@client/lib/api';

/** Where a send is: the file's bytes going up (percent), then the server reading it. */
export type SendProgress = { phase: 'uploading'; percent: number } | { phase: 'reading' };

/**
 * Posts the manuscript as multipart (the plain fields first, as the server reads them before the
 * file) with XMLHttpRequest, so the page can show the bytes sent. Rejects with ApiError carrying
 * the server's message (a refused file says why; nothing was written).
 */
function send<S extends z.ZodType>(
  url: string,
  file: File,
  fields: Record<string, string>,
  schema: S,
  onProgress: (progress: SendProgress) => void,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'reading' });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        return parsed.success
          ? resolve(parsed.data)
          : reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'Unexpected answer from the server.'));
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? xhr.statusText));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.ontimeout = () => reject(new ApiError(408, 'TIMEOUT', 'The import took too long. Please try again.'));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** POST /api/v1/imports/preview: the manuscript's sections (at `splitLevel` when given); writes nothing. */
export function previewManuscript(
  file: File,
  splitLevel: number | undefined,
  onProgress: (progress: SendProgress) => void,
): Promise<ImportPreview> {
  const fields: Record<string, string> = splitLevel ? { splitLevel: String(splitLevel) } : {};
  return send('/api/v1/imports/preview', file, fields, importPreviewSchema, onProgress);
}

/**
 * Writes the split as draft chapters: POST /api/v1/stories/:id/imports into an existing story,
 * or POST /api/v1/imports/stories into a new private story.
 */
export function importManuscript(
  storyId: string | undefined,
  file: File,
  plan: ImportPlan,
  onProgress: (progress: SendProgress) => void,
): Promise<ImportResult> {
  const url = storyId ? `/api/v1/stories/${encodeURIComponent(storyId)}/imports` : '/api/v1/imports/stories';
  return send(url, file, { plan: JSON.stringify(plan) }, importResultSchema, onProgress);
}
