import { useState, type FormEvent } from 'react';
import { FileUp, UserMinus, UserPlus } from 'lucide-react';
import type { PlaySession } from '@common/schemas/play-sessions';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { TextField } from '@client/components/ui/text-field';
import { usePlayCandidates, usePlayerChanges } from '../api/players';
import { useUpdatePlaySession } from '../api/update-play-session';

/** Who sits at the table, and (for the game master) starting, ending and seating players. */
export function TablePanel({ session }: { session: PlaySession }) {
  const gm = session.abilities.manage;
  const update = useUpdatePlaySession(session.id);
  const players = usePlayerChanges(session.id);
  const candidates = usePlayCandidates(session.id, gm);
  const [username, setUsername] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim()) players.add.mutate(username.trim(), { onSuccess: () => setUsername('') });
  };

  return (
    <Panel title="At the table">
      <p className="text-sm text-ink">
        <span className="font-medium">Game master:</span> {session.gameMaster.username}
      </p>
      <ul aria-label="Players" className="mt-2 divide-y divide-line text-sm">
        {session.players.length === 0 ? <li className="py-2 text-ink-muted">No players yet.</li> : null}
        {session.players.map((p) => (
          <li key={p.id} className="flex items-center justify-between py-2">
            <span>{p.username}</span>
            {gm ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${p.username}`}
                onClick={() => players.remove.mutate(p.id)}
              >
                <UserMinus aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {gm ? (
        <>
          <form onSubmit={add} className="mt-3 flex items-end gap-2">
            <TextField
              label="Invite by username"
              value={username}
              list="play-candidates"
              onChange={(e) => setUsername(e.target.value)}
              className="flex-1"
            />
            <datalist id="play-candidates">
              {(candidates.data ?? []).map((c) => (
                <option key={c.id} value={c.username} />
              ))}
            </datalist>
            <Button type="submit" variant="secondary" busy={players.add.isPending} aria-label="Add player">
              <UserPlus aria-hidden="true" className="size-4" />
            </Button>
          </form>
          {players.add.isError ? (
            <Alert tone="error" className="mt-2">
              {players.add.error.message}
            </Alert>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {session.status === 'Scheduled' ? (
              <Button onClick={() => update.mutate({ status: 'Live' })} busy={update.isPending}>
                Start session
              </Button>
            ) : null}
            {session.status !== 'Ended' ? (
              <Button
                variant="secondary"
                onClick={() => update.mutate({ status: 'Ended' })}
                busy={update.isPending}
              >
                End session
              </Button>
            ) : null}
            <LinkButton to={`/stories/${session.storyId}/play/${session.id}/import`} variant="secondary">
              <FileUp aria-hidden="true" className="size-4" />
              Import a log
            </LinkButton>
          </div>
        </>
      ) : null}
    </Panel>
  );
}
