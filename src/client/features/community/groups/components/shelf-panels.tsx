import { useState, type FormEvent } from 'react';
import { BookOpen, Globe2, Trash2 } from 'lucide-react';
import type { GroupDetail } from '@common/schemas/groups';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import {
  addToReadingList,
  removeFromReadingList,
  useReadingList,
  useSharedWorlds,
} from '../api/group-contents';
import { useGroupAction } from '../api/membership';
import { CommunityLoadError } from '../../components/community-load-error';
import { SharedWorldLore } from './shared-world-lore';

/** 'Group Only' worlds shared with this group (members only for Private and Invite Only groups). */
export function WorldsPanel({ group }: { group: GroupDetail }) {
  const worlds = useSharedWorlds(group.id, group.abilities.viewContents);
  if (worlds.isPending) return <Spinner label="Loading worlds..." />;
  if (worlds.isError)
    return <CommunityLoadError error={worlds.error} onRetry={() => void worlds.refetch()} />;
  const items = worlds.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={Globe2}
        title="No shared worlds yet"
        description="A member can share a world by setting its privacy to Group Only and choosing this group."
        action={
          group.abilities.post ? (
            <LinkButton to="/worlds" variant="secondary">
              My Worlds
            </LinkButton>
          ) : undefined
        }
      />
    );
  return (
    <ul aria-label="Shared worlds" className="grid gap-4 sm:grid-cols-2">
      {items.map((w) => (
        <li key={w.id} className="rounded-2xl border border-line bg-surface p-5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-display text-lg font-semibold break-words text-ink">{w.name}</h3>
            <Badge>{w.genre}</Badge>
          </div>
          <p className="mt-1 text-xs text-ink-muted">by {w.creator ?? 'Unknown'}</p>
          {w.description ? <p className="mt-3 line-clamp-4 text-sm text-ink">{w.description}</p> : null}
          {group.viewer.role ? (
            <LoreDisclosure worldId={w.id} name={w.name} />
          ) : (
            <p className="mt-4 text-sm text-ink-muted">Members read its lore.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Read the lore': loads the world only once opened. */
function LoreDisclosure({ worldId, name }: { worldId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-4" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-accent hover:underline">
        Read the lore<span className="sr-only"> of {name}</span>
      </summary>
      <div className="mt-3">{open ? <SharedWorldLore worldId={worldId} /> : null}</div>
    </details>
  );
}

/** Accepts a story id or a /library/{id} link. */
const storyIdIn = (text: string) =>
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(text)?.[0] ?? null;

/** The group's reading list of published stories; members add (by link) and remove. */
export function ReadingListPanel({ group }: { group: GroupDetail }) {
  const list = useReadingList(group.id, group.abilities.viewContents);
  const add = useGroupAction((storyId: string) => addToReadingList(group.id, storyId));
  const remove = useGroupAction((storyId: string) => removeFromReadingList(group.id, storyId));
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = storyIdIn(link);
    if (!id) {
      setLinkError('Paste the link of a published story, e.g. /library/…');
      return;
    }
    setLinkError(null);
    add.mutate([id], { onSuccess: () => setLink('') });
  };

  if (list.isPending) return <Spinner label="Loading reading list..." />;
  if (list.isError) return <CommunityLoadError error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <div className="space-y-5">
      {group.abilities.post ? (
        <form
          onSubmit={submit}
          className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <TextField
              label="Add a published story"
              placeholder="Story link, e.g. https://…/library/…"
              value={link}
              onChange={(e) => setLink(e.target.value)}
              error={linkError ?? add.error?.message}
            />
          </div>
          <Button type="submit" busy={add.isPending}>
            Add to list
          </Button>
        </form>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="The reading list is empty"
          description="Members add published stories they want to read together."
        />
      ) : (
        <ul
          aria-label="Reading list"
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {items.map((s) => (
            <li key={s.storyId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{s.title}</p>
                <p className="text-xs text-ink-muted">
                  {s.genre} · by {s.author ?? 'Unknown'}
                  {s.addedBy ? ` · added by ${s.addedBy}` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <LinkButton to={`/library/${s.storyId}`} size="sm">
                  Read Story<span className="sr-only">: {s.title}</span>
                </LinkButton>
                {s.abilities.remove ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => remove.mutate([s.storyId])}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove {s.title}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
