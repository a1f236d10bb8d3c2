import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/**
 * Shows a 400 answer's field issues beside the fields of a react-hook-form form: each issue goes
 * to the top-level field its path starts with, when the submitted `values` have that field.
 * Returns whether any issue was shown, so a form can put the message elsewhere when none was.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  values: object,
  setError: UseFormSetError<T>,
): boolean {
  let shown = false;
  for (const issue of apiFieldIssues(error)) {
    const field = issue.path.split('.')[0]!;
    if (!(field in values)) continue;
    setError(field as Path<T>, { type: 'server', message: issue.message });
    shown = true;
  }
  return shown;
}
