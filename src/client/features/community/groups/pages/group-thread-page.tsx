import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, LockOpen, MessagesSquare, Pin, PinOff, Trash2 } from 'lucide-react';
import { relativeTime } from '@common/relative-time';
import { GROUP_LIMITS, postInputSchema, type PostInput, type ThreadDetail } from '@common/schemas/groups';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { PageLoading } from '@client/components/ui/spinner';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useNow } from '@client/lib/use-now';
import { deletePost, deleteThread, moderateThread, replyToThread, useThread } from '../api/group-contents';
import { groupKeys } from '../api/group-keys';
import { useGroupAction } from '../api/membership';
import { Avatar } from '../components/avatar';
import { BackLink } from '../components/back-to-groups';
import { CommunityLoadError } from '../../components/community-load-error';

/** A board thread (/community/groups/:groupId/threads/:threadId): the opening post, replies, Reply, and moderation. */
export default function GroupThreadPage() {
  const { groupId = '', threadId = '' } = useParams();
  const thread = useThread(groupId, threadId);
  if (thread.isPending) return <PageLoading />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={`/community/groups/${groupId}?tab=board`} label="Back to the board" />
      {thread.isError ? (
        <div className="mt-6">
          {thread.error instanceof ApiError && thread.error.status === 404 ? (
            <EmptyState
              icon={MessagesSquare}
              title="Thread not found"
              description="It may have been deleted, or it belongs to a group you are not a member of."
              action={<LinkButton to={`/community/groups/${groupId}`}>Open the group</LinkButton>}
            />
          ) : (
            <CommunityLoadError error={thread.error} onRetry={() => void thread.refetch()} />
          )}
        </div>
      ) : (
        <ThreadView groupId={groupId} thread={thread.data} />
      )}
    </div>
  );
}

function ThreadView({ groupId, thread }: { groupId: string; thread: ThreadDetail }) {
  const now = useNow();
  const navigate = useNavigate();
  const moderate = useGroupAction((patch: { pinned?: boolean; locked?: boolean }) =>
    moderateThread(groupId, thread.id, patch),
  );
  const removeThread = useGroupAction(() => deleteThread(groupId, thread.id));
  const removePost = useGroupAction((postId: string) => deletePost(groupId, postId));
  const error = moderate.error ?? removeThread.error ?? removePost.error;

  return (
    <article className="mt-4 space-y-6" aria-labelledby="thread-title">
      <header className="space-y-2">
        <h1
          id="thread-title"
          className="flex flex-wrap items-center gap-2 font-display text-2xl font-bold break-words text-ink sm:text-3xl"
        >
          {thread.pinned ? <Pin aria-label="Pinned" className="size-5 text-accent" /> : null}
          {thread.locked ? <Lock aria-label="Locked" className="size-5 text-ink-muted" /> : null}
          {thread.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {thread.abilities.moderate ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => moderate.mutate([{ pinned: !thread.pinned }])}
                disabled={moderate.isPending}
              >
                {thread.pinned ? (
                  <PinOff aria-hidden="true" className="size-4" />
                ) : (
                  <Pin aria-hidden="true" className="size-4" />
                )}
                {thread.pinned ? 'Unpin' : 'Pin'}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => moderate.mutate([{ locked: !thread.locked }])}
                disabled={moderate.isPending}
              >
                {thread.locked ? (
                  <LockOpen aria-hidden="true" className="size-4" />
                ) : (
                  <Lock aria-hidden="true" className="size-4" />
                )}
                {thread.locked ? 'Unlock' : 'Lock'}
              </Button>
            </>
          ) : null}
          {thread.abilities.delete ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                removeThread.mutate([], {
                  onSuccess: () => navigate(`/community/groups/${groupId}?tab=board`),
                })
              }
              disabled={removeThread.isPending}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete thread
            </Button>
          ) : null}
        </div>
      </header>
      {error ? <Alert tone="error">{error.message}</Alert> : null}

      <ol aria-label="Posts" className="space-y-4">
        <Post author={thread.author} createdAt={thread.createdAt} body={thread.body} now={now} opening />
        {thread.replies.items.map((p) => (
          <Post
            key={p.id}
            author={p.author}
            createdAt={p.createdAt}
            body={p.body}
            now={now}
            onDelete={p.abilities.delete ? () => removePost.mutate([p.id]) : undefined}
          />
        ))}
      </ol>

      {thread.abilities.reply ? (
        <ReplyForm groupId={groupId} threadId={thread.id} />
      ) : (
        <p className="rounded-xl border border-line bg-surface-muted p-4 text-sm text-ink-muted">
          {thread.locked ? 'This thread is locked.' : 'Join the group to reply.'}
        </p>
      )}
    </article>
  );
}

type PostProps = {
  author: ThreadDetail['author'];
  createdAt: string;
  body: string;
  now: number;
  opening?: boolean;
  onDelete?: () => void;
};

function Post({ author, createdAt, body, now, opening = false, onDelete }: PostProps) {
  const name = author?.username ?? 'Anonymous';
  return (
    <li
      className={`rounded-2xl border bg-surface p-4 sm:p-5 ${opening ? 'border-accent/40' : 'border-line'}`}
    >
      <div className="flex items-center gap-3">
        <Avatar name={name} image={author?.profileImage ?? null} size="sm" />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold text-ink">{name}</span>
          <span className="text-ink-muted"> · {relativeTime(createdAt, now)}</span>
        </p>
        {onDelete ? (
          <Button size="sm" variant="secondary" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">Delete post by {name}</span>
          </Button>
        ) : null}
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-ink">{body}</p>
    </li>
  );
}

function ReplyForm({ groupId, threadId }: { groupId: string; threadId: string }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PostInput>({ resolver: zodResolver(postInputSchema), defaultValues: { body: '' } });
  const bodyText = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async ({ body }) => {
    setError(null);
    try {
      await replyToThread(groupId, threadId, body);
      reset({ body: '' });
      await queryClient.invalidateQueries({ queryKey: groupKeys.thread(groupId, threadId) });
    } catch (err) {
      setError(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Reply">
      <TextareaField
        label="Your reply"
        rows={4}
        length={bodyText.length}
        limit={GROUP_LIMITS.postBody}
        error={errors.body?.message}
        {...register('body')}
      />
      <SaveErrorAlert error={error} />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Posting...' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
