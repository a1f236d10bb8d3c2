import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, MessageSquarePlus, MessagesSquare, Pin } from 'lucide-react';
import { relativeTime } from '@common/relative-time';
import { GROUP_LIMITS, threadInputSchema, type GroupDetail, type ThreadInput } from '@common/schemas/groups';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useNow } from '@client/lib/use-now';
import { createThread, useThreads } from '../api/group-contents';
import { groupKeys } from '../api/group-keys';
import { CommunityLoadError } from '../../components/community-load-error';
import { countLabel } from '@common/plural';

/** The discussion board: threads (pinned first, then most recently active) and, for members, Start a thread. */
export function BoardPanel({ group }: { group: GroupDetail }) {
  const threads = useThreads(group.id, group.abilities.viewContents);
  const [writing, setWriting] = useState(false);
  const now = useNow();

  if (threads.isPending) return <Spinner label="Loading threads..." />;
  if (threads.isError)
    return <CommunityLoadError error={threads.error} onRetry={() => void threads.refetch()} />;
  const items = threads.data.pages.flatMap((p) => p.items);
  return (
    <div className="space-y-5">
      {group.abilities.post ? (
        writing ? (
          <NewThreadForm groupId={group.id} onDone={() => setWriting(false)} />
        ) : (
          <Button onClick={() => setWriting(true)}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Start a thread
          </Button>
        )
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No threads yet"
          description={
            group.abilities.post
              ? 'Start the first conversation.'
              : 'Join the group to start the first conversation.'
          }
        />
      ) : (
        <ul aria-label="Threads" className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {items.map((th) => (
            <li key={th.id} className="p-4">
              <Link to={`/community/groups/${group.id}/threads/${th.id}`} className="group block">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink group-hover:underline">
                  {th.pinned ? <Pin aria-label="Pinned" className="size-4 text-accent" /> : null}
                  {th.locked ? <Lock aria-label="Locked" className="size-4 text-ink-muted" /> : null}
                  <span className="break-words">{th.title}</span>
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  {th.author?.username ?? 'Anonymous'} · {countLabel(th.replyCount, 'reply', 'replies')} ·{' '}
                  {relativeTime(th.lastPostAt, now)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {threads.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void threads.fetchNextPage()}
            busy={threads.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NewThreadForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ThreadInput>({
    resolver: zodResolver(threadInputSchema),
    mode: 'onTouched',
    defaultValues: { title: '', body: '' },
  });
  const bodyText = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await createThread(groupId, values);
      await queryClient.invalidateQueries({ queryKey: groupKeys.threads(groupId) });
      onDone();
    } catch (err) {
      setError(err);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      aria-label="New thread"
    >
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Message"
        rows={5}
        length={bodyText.length}
        limit={GROUP_LIMITS.postBody}
        error={errors.body?.message}
        {...register('body')}
      />
      <SaveErrorAlert error={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Posting...' : 'Post thread'}
        </Button>
      </div>
    </form>
  );
}
