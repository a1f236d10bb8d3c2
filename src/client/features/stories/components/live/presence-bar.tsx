import type { ChapterSummary } from '@common/schemas/chapter';
import type { Peer } from './live-room';

type Props = { peers: Peer[]; chapters: ChapterSummary[]; onJump: (chapterId: string) => void };

/**
 * Who is in the writing room: an avatar per writer (their caret colour) with the chapter they
 * have open; choosing someone else opens their chapter. One entry per person, even with two tabs.
 */
export function PresenceBar({ peers, chapters, onJump }: Props) {
  const seen = new Set<string>();
  const people = peers.filter((peer) => !seen.has(peer.userId) && seen.add(peer.userId));
  if (people.length === 0) return null;
  const titleOf = (id: string | null) => {
    const chapter = chapters.find((c) => c.id === id);
    return chapter ? chapter.title || `Chapter ${chapter.position}` : 'No chapter open';
  };
  return (
    <ul aria-label="Writers in the room" className="flex flex-wrap items-center gap-2">
      {people.map((peer) => (
        <li key={peer.userId}>
          <button
            type="button"
            disabled={peer.self || !peer.chapterId}
            onClick={() => peer.chapterId && onJump(peer.chapterId)}
            title={
              peer.self
                ? `You, in ${titleOf(peer.chapterId)}`
                : `${peer.name}, in ${titleOf(peer.chapterId)}: open it`
            }
            className="flex max-w-[15rem] items-center gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-1 text-left text-sm shadow-sm hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-default disabled:hover:bg-surface"
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-white"
              style={{ backgroundColor: peer.color }}
            >
              {peer.name.slice(0, 1).toUpperCase()}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink">
                {peer.self ? `${peer.name} (you)` : peer.name}
              </span>
              <span className="block truncate text-xs text-ink-muted">{titleOf(peer.chapterId)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
