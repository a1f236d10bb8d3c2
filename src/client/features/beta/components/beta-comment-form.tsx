import { useEffect, useState, type FormEvent } from 'react';
import { BETA_LIMITS, BETA_MESSAGES, betaCommentCreateSchema } from '@common/schemas/beta';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useLeaveComment } from '@client/components/beta/beta-api';
import type { Passage } from './draft-text';

type Props = {
  betaReadId: string;
  chapterId: string;
  /** The chapter's text, as the server counts offsets into it. */
  text: string;
  /** The passage selected in the text, if any. */
  selected: Passage | null;
  /** Called once a comment is saved, so the page can forget the selection it was left on. */
  onCommented: () => void;
};

const NOT_FOUND = 'These words are not in the chapter. Select the passage in the text, or copy it exactly.';

/** The selected passage without the spaces around it, so the anchor starts and ends on words. */
function trimmed(text: string, p: Passage): Passage {
  let { from, to } = p;
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  return { from, to };
}

/**
 * Leave a comment on a passage. Selecting words in the text fills the passage; it can also be
 * typed or pasted (its first occurrence is used), for readers who cannot select with a pointer.
 */
export function BetaCommentForm({ betaReadId, chapterId, text, selected, onCommented }: Props) {
  const leave = useLeaveComment(betaReadId, chapterId);
  const [typed, setTyped] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ passage?: string; body?: string }>({});
  // A new selection in the text replaces words typed into the field.
  useEffect(() => setTyped(null), [selected]);
  const fromSelection = selected ? trimmed(text, selected) : null;
  const passage = typed ?? (fromSelection ? text.slice(fromSelection.from, fromSelection.to) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let range: Passage | null = null;
    const words = passage.trim();
    if (typed === null && fromSelection && fromSelection.to > fromSelection.from) range = fromSelection;
    else if (words) {
      const at = text.indexOf(words);
      if (at >= 0) range = { from: at, to: at + words.length };
    }
    const found: typeof errors = {};
    if (!range) found.passage = words ? NOT_FOUND : BETA_MESSAGES.range;
    const parsed = betaCommentCreateSchema.safeParse({ from: range?.from ?? 0, to: range?.to ?? 1, body });
    if (!parsed.success)
      for (const issue of parsed.error.issues) if (issue.path[0] === 'body') found.body ??= issue.message;
    setErrors(found);
    if (range && parsed.success)
      leave.mutate(parsed.data, {
        onSuccess: () => {
          setBody('');
          setTyped(null);
          document.getSelection()?.removeAllRanges();
          onCommented();
        },
      });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Comment on a passage" className="space-y-3">
      <TextareaField
        label="Passage"
        rows={2}
        value={passage}
        onChange={(e) => setTyped(e.target.value)}
        error={errors.passage}
        hint="Select words in the chapter, or paste them here."
      />
      {typed !== null && selected ? (
        <Button size="sm" variant="ghost" onClick={() => setTyped(null)}>
          Use the selected words
        </Button>
      ) : null}
      <TextareaField
        label="Your comment"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        length={body.length}
        limit={BETA_LIMITS.comment}
      />
      <Button type="submit" busy={leave.isPending} disabled={leave.isPending}>
        Comment
      </Button>
      <div aria-live="polite">
        {leave.isSuccess ? (
          <p className="text-sm text-success">Comment saved; the author can see it.</p>
        ) : null}
        {leave.isError ? <Alert tone="error">{leave.error.message}</Alert> : null}
      </div>
    </form>
  );
}
