import { MessageSquareQuote } from 'lucide-react';
import type { BetaRead } from '@common/schemas/beta';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { LoadError } from '@client/components/ui/load-error';
import { useBetaComments, useResolveComment } from '@client/components/beta/beta-api';

/**
 * Every reader's comments, chapter by chapter (the author's team), each with the passage it is on
 * now (or 'detached' when that was deleted) and Resolve/Reopen; each chapter links to the writing
 * room, where the same comments sit beside the text.
 */
export function BetaTeamComments({ read }: { read: BetaRead }) {
  const comments = useBetaComments(read.id);
  const resolve = useResolveComment(read.id);
  return (
    <Panel title="Comments" icon={MessageSquareQuote}>
      {comments.isPending ? <Spinner label="Loading comments" /> : null}
      {comments.isError ? (
        <LoadError
          message={`Failed to load the comments: ${comments.error.message}`}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : null}
      {comments.data?.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No comments yet. Readers' comments appear here as they leave them.
        </p>
      ) : null}
      {resolve.isError ? <Alert tone="error">{resolve.error.message}</Alert> : null}
      <div className="space-y-5">
        {comments.data && comments.data.length > 0
          ? read.chapters.map((chapter) => {
              const mine = comments.data.filter((c) => c.chapterId === chapter.id);
              if (mine.length === 0) return null;
              return (
                <section key={chapter.id} aria-label={`Comments on ${chapter.title}`} className="space-y-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-ink">{chapter.title}</h3>
                    <LinkButton
                      to={`/stories/${read.storyId}/session?chapter=${chapter.id}`}
                      variant="secondary"
                      size="sm"
                    >
                      Open in the writing room
                    </LinkButton>
                  </div>
                  <ul className="space-y-2">
                    {mine.map((c) => (
                      <li
                        key={c.id}
                        className="rounded-lg border border-line p-3 text-sm"
                        data-testid="team-comment"
                      >
                        <q className="block text-ink-muted italic">{c.range?.text ?? c.quote}</q>
                        <p className="mt-1 text-ink">{c.body}</p>
                        <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
                          <span>
                            {c.readerUsername ?? 'A former reader'}
                            {c.detached ? ' · Detached: the passage was deleted' : ''}
                            {c.resolved ? ' · Resolved' : ''}
                          </span>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={resolve.isPending}
                            onClick={() => resolve.mutate({ commentId: c.id, resolved: !c.resolved })}
                          >
                            {c.resolved ? 'Reopen' : 'Resolve'}
                          </Button>
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          : null}
      </div>
    </Panel>
  );
}
