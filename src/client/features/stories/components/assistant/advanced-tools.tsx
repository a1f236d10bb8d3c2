import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { can, planNames, tiersWith } from '@common/entitlements';
import { AI_QUESTION_MAX, type GenerationRequest } from '@common/schemas/assistant';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/session';

type Props = {
  storyId: string;
  chapterId: string;
  busy: boolean;
  /** The chapter's text as the editor has it now, or null before the editor exists. */
  chapterText: () => string | null;
  onAsk: (request: GenerationRequest) => void;
  onHint: (hint: string) => void;
};

/**
 * The advanced tools of the assistant panel (plan feature `advancedAi`): a consistency check of
 * the chapter against the character and world pages the writer may read, and a question answered
 * from the best-matching passages of the whole story and its world. Writers on other plans
 * see the tools, disabled, with the plan that has them and the way to /subscription; the server
 * refuses them too (403).
 */
export function AdvancedTools({ storyId, chapterId, busy, chapterText, onAsk, onHint }: Props) {
  const { user } = useCurrentUser();
  const tier = user?.subscriptionTier ?? 'Free';
  const allowed = can(tier, 'advancedAi');
  const questionId = useId();
  const [question, setQuestion] = useState('');
  const check = () => {
    const text = chapterText();
    if (text === null) return;
    if (text.trim() === '') return onHint('The chapter is empty: write something to check first.');
    onAsk({ kind: 'consistency', storyId, chapterId, text });
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold text-ink">Advanced</legend>
      {allowed ? null : (
        <p className="flex items-start gap-2 text-ink-muted" data-testid="advanced-ai-lock">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-accent" />
          <span className="min-w-0">
            Advanced AI assistance is part of the {planNames(tiersWith('advancedAi'))} plan, not your {tier}{' '}
            plan.{' '}
            <Link to="/subscription" className="font-semibold text-ink underline underline-offset-2">
              See plans
            </Link>
          </span>
        </p>
      )}
      <p className="text-ink-muted">
        Checks this chapter against the character and world pages you can read, and lists each possible
        contradiction with the lines on both sides.
      </p>
      <Button variant="secondary" onClick={check} disabled={busy || !allowed}>
        Check consistency
      </Button>
      <label htmlFor={questionId} className="mt-2 text-ink">
        Ask about the whole story and its world
      </label>
      <textarea
        id={questionId}
        value={question}
        rows={2}
        maxLength={AI_QUESTION_MAX}
        disabled={!allowed}
        placeholder="What colour are Mara's eyes?"
        onChange={(e) => setQuestion(e.target.value)}
        className="rounded-lg border border-line bg-surface px-2 py-1.5 disabled:opacity-60"
      />
      <Button
        variant="secondary"
        onClick={() => onAsk({ kind: 'ask', storyId, chapterId, question })}
        disabled={busy || !allowed || question.trim() === ''}
      >
        Answer from the story
      </Button>
    </fieldset>
  );
}
