import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, exportFileName } from '@common/schemas/account';
import { ApiError } from '@client/lib/api';

/** The file name the server chose (Content-Disposition), else our own pattern. */
function fileNameOf(response: Response, username: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? exportFileName(username);
}

/**
 * GET /api/v1/me/export, saved as a file. Fetched (not a plain link) so the screen can show
 * 'Preparing…' while the server builds the archive and say so when it fails.
 */
async function downloadExport(username: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/v1/me/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? ACCOUNT_MESSAGES.exportFailed,
    );
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The server stops the stream when building the archive fails half-way.
    throw new ApiError(0, 'EXPORT_FAILED', ACCOUNT_MESSAGES.exportFailed);
  }
  const name = fileNameOf(response, username);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
