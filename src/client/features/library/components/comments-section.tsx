import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Lock, MessagesSquare } from 'lucide-react';
import { loginPathFor } from '@client/lib/redirect-target';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useComments } from '../api/get-comments';
import { CommentForm } from './lazy-forms';
import { CommentItem } from './comment-item';
import { useCommentAnchor } from './use-comment-anchor';

/** The comment being answered and the thread its reply joins. */
type ReplyTarget = { threadId: string; parentId: string; name: string };

type Props = {
  storyId: string;
  /** Signed-in readers may comment and reply; guests get a sign-in link. */
  signedIn: boolean;
};

/** Threaded comments: newest threads first, each with its replies in order, a reply box per thread. */
export function CommentsSection({ storyId, signedIn }: Props) {
  const { pathname } = useLocation();
  const comments = useComments(storyId);
  const [replyingTo, setReplyingTo] = useState<ReplyTarget | null>(null);
  const [now] = useState(() => Date.now());
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.totalCount ?? 0;
  // The author's who_can_comment setting may close the box; the server says why.
  const closedReason = comments.data?.pages[0]?.closedReason ?? null;
  const mayComment = signedIn && closedReason === null;
  const loadedIds = useMemo(
    () =>
      new Set(
        comments.data?.pages.flatMap((page) =>
          page.items.flatMap((t) => [t.id, ...t.replies.map((r) => r.id)]),
        ),
      ),
    [comments.data],
  );
  const linked = useCommentAnchor({
    loadedIds,
    hasNextPage: comments.hasNextPage,
    isFetching: comments.isFetching,
    fetchNextPage: comments.fetchNextPage,
  });

  return (
    <section aria-labelledby="comments-heading" className="space-y-5">
      <h2 id="comments-heading" className="font-display text-2xl font-semibold text-ink">
        Comments{total > 0 ? <span className="text-ink-muted"> ({total})</span> : null}
      </h2>
      {closedReason !== null ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>{closedReason}.</span>
        </p>
      ) : signedIn ? (
        <CommentForm storyId={storyId} label="Add a comment" />
      ) : (
        <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
          <Link
            to={loginPathFor(pathname)}
            className="font-semibold text-accent underline-offset-2 hover:underline"
          >
            Sign in
          </Link>{' '}
          to join the discussion.
        </p>
      )}

      {comments.isPending ? (
        <Spinner label="Loading comments..." />
      ) : comments.isError && !comments.data ? (
        <LoadError
          message={`Failed to load comments: ${comments.error.message}`}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : threads.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No comments yet"
          description={closedReason === null ? 'Start the conversation about this story.' : undefined}
        />
      ) : (
        <ol className="space-y-6">
          {threads.map((thread) => (
            <li key={thread.id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
              <CommentItem
                storyId={storyId}
                comment={thread}
                now={now}
                highlighted={linked === thread.id}
                onReply={
                  mayComment
                    ? () =>
                        setReplyingTo({ threadId: thread.id, parentId: thread.id, name: thread.authorName })
                    : undefined
                }
              />
              {thread.replies.length > 0 || replyingTo?.threadId === thread.id ? (
                <div className="mt-4 space-y-4 border-l-2 border-line pl-4 sm:ml-5">
                  {thread.replies.length > 0 ? (
                    <ol aria-label={`Replies to ${thread.authorName}`} className="space-y-4">
                      {thread.replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentItem
                            storyId={storyId}
                            comment={reply}
                            now={now}
                            isReply
                            highlighted={linked === reply.id}
                            onReply={
                              mayComment
                                ? () =>
                                    setReplyingTo({
                                      threadId: thread.id,
                                      parentId: reply.id,
                                      name: reply.authorName,
                                    })
                                : undefined
                            }
                          />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {replyingTo?.threadId === thread.id ? (
                    <CommentForm
                      key={replyingTo.parentId}
                      storyId={storyId}
                      parentCommentId={replyingTo.parentId}
                      label={`Reply to ${replyingTo.name}`}
                      autoFocus
                      onPosted={() => setReplyingTo(null)}
                      onCancel={() => setReplyingTo(null)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void comments.fetchNextPage()}
          busy={comments.isFetchingNextPage}
          disabled={comments.isFetchingNextPage}
        >
          Load more comments
        </Button>
      ) : null}
    </section>
  );
}
