import { diffWordsWithSpace } from 'diff';
import type { VersionChange } from '@common/schemas/chapter-version';

/** Longest the word comparison may take before it gives up and shows the two texts whole. */
const DIFF_TIMEOUT_MS = 500;

/**
 * What changed between a version's text and the chapter's text now, word by word (newlines are
 * tokens of their own, so paragraphs stay where they were). A comparison too costly to finish in
 * time (two long, very different texts) is shown as the old text removed and the new one added.
 */
export function versionChanges(versionText: string, currentText: string): VersionChange[] {
  const parts = diffWordsWithSpace(versionText, currentText, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) {
    return [
      { kind: 'removed' as const, text: versionText },
      { kind: 'added' as const, text: currentText },
    ].filter((part) => part.text !== '');
  }
  return parts.map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}
