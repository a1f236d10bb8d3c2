import { useState, type FormEvent } from 'react';
import { BETA_LIMITS, betaAnswerSchema } from '@common/schemas/beta';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useAnswer } from '@client/components/beta/beta-api';

type Props = { betaReadId: string; chapterId: string; question: string; answer: string | null };

/** The reader's answer to the author's question for this chapter; saving again replaces it. */
export function BetaAnswerForm({ betaReadId, chapterId, question, answer }: Props) {
  const save = useAnswer(betaReadId, chapterId);
  const [text, setText] = useState(answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = betaAnswerSchema.safeParse({ answer: text });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data.answer);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="beta-question" className="space-y-3">
      <h2 id="beta-question" className="font-display text-lg font-semibold text-ink">
        The author asks
      </h2>
      <p className="text-ink" data-testid="beta-question">
        {question}
      </p>
      <TextareaField
        label="Your answer"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        length={text.length}
        limit={BETA_LIMITS.answer}
      />
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={save.isPending}>
        {answer ? 'Update answer' : 'Send answer'}
      </Button>
      <div aria-live="polite">
        {save.isSuccess ? <p className="text-sm text-success">Answer saved.</p> : null}
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      </div>
    </form>
  );
}
