import { ApiError } from '@client/lib/api';

/** One field problem the server reported: the field's path (e.g. "name", "personalityTraits.2") and its message. */
export type FieldIssue = { path: string; message: string };

/**
 * The field issues of a 400 answer (`error.details` as the API's error handler writes it), so a
 * form can show each message beside its field. Empty for any other error.
 */
export function apiFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is FieldIssue => typeof d?.path === 'string' && d.path !== '' && typeof d?.message === 'string',
  );
}
