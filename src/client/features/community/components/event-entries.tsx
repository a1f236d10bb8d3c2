import { useState } from 'react';
import { Link } from 'react-router';
import { Award, BookOpen } from 'lucide-react';
import type { EventDetail } from '@common/schemas/events';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { SelectField } from '@client/components/ui/select-field';
import { setWinners, submitEntry, useEventAction } from '../api/events';

/**
 * Entries of a Writing Contest or Challenge: the list (winners first, with the prize), a
 * participant's submission of one of their published stories before the deadline, and the
 * creator's choice of winners after it.
 */
export function EventEntries({ event }: { event: EventDetail }) {
  const submit = useEventAction(submitEntry);
  const winners = useEventAction(setWinners);
  const [storyId, setStoryId] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? event.entries.filter((e) => e.winner).map((e) => e.id);
  const toggle = (id: string) =>
    setChosen(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  return (
    <Panel title={`Entries (${event.entries.length})`} icon={BookOpen}>
      {event.abilities.submitEntry ? (
        event.eligibleStories.length > 0 ? (
          <form
            className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (storyId) submit.mutate([event.id, storyId]);
            }}
          >
            <SelectField
              label="Submit one of your published stories"
              options={[
                { value: '', label: 'Choose a story' },
                ...event.eligibleStories.map((s) => ({ value: s.id, label: s.title })),
              ]}
              value={storyId}
              onChange={(e) => setStoryId(e.target.value)}
              className="flex-1"
            />
            <Button type="submit" busy={submit.isPending} disabled={!storyId}>
              Submit Entry
            </Button>
          </form>
        ) : (
          <p className="mb-5 text-sm text-ink-muted">Publish a story to submit it as your entry.</p>
        )
      ) : null}
      {submit.error ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {submit.error.message}
        </p>
      ) : null}
      {event.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No entries yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {event.entries.map((x) => (
            <li key={x.id} className="flex flex-wrap items-center gap-3 py-3">
              {event.abilities.markWinners ? (
                <input
                  type="checkbox"
                  aria-label={`Winner: ${x.story.title}`}
                  checked={picked.includes(x.id)}
                  onChange={() => toggle(x.id)}
                  className="size-4 accent-(--color-accent)"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <Link to={`/library/${x.story.id}`} className="font-semibold text-ink hover:underline">
                  {x.story.title}
                </Link>
                <p className="text-xs text-ink-muted">by {x.author.username}</p>
              </div>
              {x.winner ? (
                <Badge tone="solid" icon={<Award aria-hidden="true" className="size-3.5" />}>
                  {event.prize ? `Winner · ${event.prize}` : 'Winner'}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {event.abilities.markWinners && event.entries.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button busy={winners.isPending} onClick={() => winners.mutate([event.id, picked])}>
            Save Winners
          </Button>
          {winners.isSuccess ? (
            <span className="text-sm text-accent">Winners saved and notified.</span>
          ) : null}
          {winners.error ? (
            <span role="alert" className="text-sm text-danger">
              {winners.error.message}
            </span>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
