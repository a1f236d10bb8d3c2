import { Download, HandHeart } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { buttonClassName } from '@client/components/ui/button-styles';
import { LinkButton } from '@client/components/ui/link-button';
import { exportUrl, useCreditAnswer, useCreditOffer } from '../api/drafts';

/**
 * A player's offer of credit for this session's drafted chapters: accept (join the story as a
 * collaborator) or decline. Shows nothing when there is no offer.
 */
export function CreditOffer({ sessionId }: { sessionId: string }) {
  const offer = useCreditOffer(sessionId);
  const answer = useCreditAnswer(sessionId);
  const accepted = answer.accept.data;
  if (accepted)
    return (
      <Alert tone="success">
        You are now a collaborator on this story.{' '}
        <LinkButton to={`/stories/${accepted.storyId}`} variant="ghost" size="sm">
          Open the story
        </LinkButton>
      </Alert>
    );
  const o = offer.data?.offer;
  if (!o) return null;
  const failed = answer.accept.error ?? answer.decline.error;
  return (
    <section
      aria-label="Offer of credit"
      className="space-y-3 rounded-2xl border border-accent/40 bg-accent/5 p-4"
      data-testid="credit-offer"
    >
      <p className="flex items-start gap-2 text-sm text-ink">
        <HandHeart aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          {o.offeredBy} drafted this session into <strong>{o.storyTitle}</strong>
          {o.chapters.length ? ` (${o.chapters.map((c) => c.title).join(', ')})` : ''} and offers you credit
          as a collaborator on the story.
        </span>
      </p>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" busy={answer.accept.isPending} onClick={() => answer.accept.mutate()}>
          Accept credit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={answer.decline.isPending}
          onClick={() => answer.decline.mutate()}
        >
          Decline
        </Button>
      </div>
    </section>
  );
}

/** 'Export the log': the log as you see it, as Markdown or JSON (downloads). */
export function ExportLog({ sessionId }: { sessionId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="text-sm font-semibold text-ink">Export the log</h2>
      <p className="mt-1 text-xs text-ink-muted">As you see it: whispers only if they were yours to read.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={buttonClassName('secondary', 'sm')} href={exportUrl(sessionId, 'markdown')} download>
          <Download aria-hidden="true" className="size-4" />
          Markdown
        </a>
        <a className={buttonClassName('secondary', 'sm')} href={exportUrl(sessionId, 'json')} download>
          <Download aria-hidden="true" className="size-4" />
          JSON
        </a>
      </div>
    </div>
  );
}
