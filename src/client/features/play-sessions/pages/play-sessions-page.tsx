import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Dices } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { PageLoading } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { countLabel } from '@common/plural';
import { useCreatePlaySession } from '../api/create-play-session';
import { useStoryPlaySessions } from '../api/get-story-play-sessions';

/** A story's play sessions (/stories/:storyId/play): the tables the caller may see, and starting one. */
export default function PlaySessionsPage() {
  const { storyId = '' } = useParams();
  const sessions = useStoryPlaySessions(storyId);
  const create = useCreatePlaySession(storyId);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title, scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null },
      { onSuccess: (s) => void navigate(`/stories/${storyId}/play/${s.id}`) },
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Play sessions"
        icon={Dices}
        description="Run a game at a live table; the log becomes story material."
        eyebrow={
          <LinkButton to={`/stories/${storyId}`} variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the story
          </LinkButton>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <QueryStates
          state={queryStatusOf(sessions)}
          loading={<PageLoading />}
          errorTitle="Failed to load the play sessions"
          count={sessions.data?.length ?? 0}
          empty={
            <EmptyState
              icon={Dices}
              title="No play sessions yet"
              description="Start one to play a scene with your group."
            />
          }
        >
          <ul aria-label="Play sessions" className="space-y-3">
            {(sessions.data ?? []).map((s) => (
              <li key={s.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-display text-lg font-semibold text-ink">{s.title}</p>
                    <p className="text-sm text-ink-muted">
                      {s.status} · GM {s.gameMaster.username} · {countLabel(s.players.length, 'player')} ·{' '}
                      {countLabel(s.entryCount, 'entry', 'entries')}
                      {s.scheduledAt ? ` · ${new Date(s.scheduledAt).toLocaleString()}` : ''}
                    </p>
                  </div>
                  <LinkButton to={`/stories/${storyId}/play/${s.id}`} variant="secondary" size="sm">
                    Open table
                  </LinkButton>
                </div>
              </li>
            ))}
          </ul>
        </QueryStates>
        <Panel title="Start a session">
          <form onSubmit={submit} className="space-y-3">
            <TextField
              label="Title"
              required
              maxLength={120}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <TextField
              label="Scheduled start (optional)"
              type="datetime-local"
              value={scheduledAt}
              onChange={(e) => setScheduledAt(e.target.value)}
            />
            {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
            <Button type="submit" block busy={create.isPending}>
              Start session
            </Button>
          </form>
        </Panel>
      </div>
    </div>
  );
}
