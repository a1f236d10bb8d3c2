import { useState } from 'react';
import { Link } from 'react-router';
import { Reply, Trash2 } from 'lucide-react';
import type { StoryComment } from '@common/schemas/comments';
import { relativeTime } from '@common/relative-time';
import { useDeleteComment } from '../api/post-comment';
import { formatDay } from './library-format';
import { PersonAvatar, personPath } from './person-avatar';
import { commentAnchorId } from './use-comment-anchor';
import { ConfirmDialog } from './lazy-forms';

type Props = {
  storyId: string;
  comment: StoryComment;
  now: number;
  /** Shows Reply (signed-in readers); replies answer within the same thread. */
  onReply?: () => void;
  /** A reply is drawn smaller, under its thread. */
  isReply?: boolean;
  /** The comment a `#comment-<id>` link points at: outlined so the eye finds it. */
  highlighted?: boolean;
};

const ACTION =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink';

/** One comment: author, time, text, and Reply / Delete where allowed (`canDelete` comes from the server). */
export function CommentItem({ storyId, comment, now, onReply, isReply = false, highlighted = false }: Props) {
  const remove = useDeleteComment(storyId);
  const [confirming, setConfirming] = useState(false);
  const path = personPath(comment.author);

  return (
    <article
      id={commentAnchorId(comment.id)}
      tabIndex={-1}
      aria-label={`Comment by ${comment.authorName}`}
      className={`flex scroll-mt-24 gap-3 rounded-xl outline-none ${highlighted ? 'bg-accent/10 ring-2 ring-accent ring-offset-4 ring-offset-surface' : ''}`}
    >
      <PersonAvatar person={comment.author} size={isReply ? 'sm' : 'md'} />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold text-ink">
            {path ? (
              <Link to={path} className="hover:underline">
                {comment.authorName}
              </Link>
            ) : (
              comment.authorName
            )}
          </span>{' '}
          <time dateTime={comment.createdAt} title={formatDay(comment.createdAt)} className="text-ink-muted">
            · {relativeTime(comment.createdAt, now)}
          </time>
        </p>
        <p className="mt-1 break-words whitespace-pre-line text-ink">{comment.commentText}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {onReply ? (
            <button type="button" onClick={onReply} className={ACTION}>
              <Reply aria-hidden="true" className="size-4" />
              Reply<span className="sr-only"> to {comment.authorName}</span>
            </button>
          ) : null}
          {comment.canDelete ? (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`${ACTION} hover:text-danger`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> comment by {comment.authorName}</span>
            </button>
          ) : null}
        </div>
      </div>
      {comment.canDelete ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this comment?"
          description={
            isReply
              ? 'The reply will be removed for good.'
              : 'The comment and all replies to it will be removed for good.'
          }
          confirmLabel="Delete comment"
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
        >
          {remove.isError ? <p className="text-sm text-danger">{remove.error.message}</p> : null}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
