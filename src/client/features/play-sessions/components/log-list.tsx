import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { EntryRow } from './entry-row';

type Props = {
  entries: PlayEntry[];
  hasOlder: boolean;
  onLoadOlder(): void;
  onEdit(entry: PlayEntry): void;
  onDelete(entry: PlayEntry): void;
};

/**
 * The log as a virtualised list: only the rows on screen are in the page, so a 5,000-entry log
 * opens fast. Scrolling to the top loads older entries; a new entry scrolls the list down when
 * the reader was already at the bottom.
 */
export function LogList({ entries, hasOlder, onLoadOlder, onEdit, onDelete }: Props) {
  const parent = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // TanStack Virtual's functions are not memoisable; this component re-renders on scroll by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (i) => entries[i]!.id,
  });
  const lastId = entries.at(-1)?.id;

  useEffect(() => {
    if (atBottom.current && entries.length > 0)
      virtualizer.scrollToIndex(entries.length - 1, { align: 'end' });
  }, [lastId, entries.length, virtualizer]);

  return (
    <div
      ref={parent}
      role="log"
      aria-label="Session log"
      aria-live="polite"
      tabIndex={0}
      className="h-[60vh] min-h-80 overflow-y-auto rounded-2xl border border-line bg-canvas p-2"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        if (el.scrollTop < 200 && hasOlder) onLoadOlder();
      }}
    >
      {entries.length === 0 ? (
        <p className="p-6 text-center text-ink-muted">Nothing has happened at this table yet.</p>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <EntryRow entry={entries[item.index]!} onEdit={onEdit} onDelete={onDelete} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
