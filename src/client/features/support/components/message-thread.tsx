import type { SupportMessage } from '@common/schemas/support';
import { Badge } from '@client/components/ui/badge';
import { when } from './support-badges';

/** A request's messages, oldest first; internal notes (admins only ever get them) are marked. */
export function MessageThread({ messages }: { messages: SupportMessage[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Messages">
      {messages.map((m) => (
        <li
          key={m.id}
          className={[
            'rounded-xl border p-4',
            m.internal
              ? 'border-dashed border-accent/60 bg-accent/5'
              : m.from === 'support'
                ? 'border-line bg-surface-muted'
                : 'border-line bg-surface',
          ].join(' ')}
        >
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <span className="font-semibold text-ink">{m.author}</span>
            {m.internal ? <Badge tone="accent">Internal note</Badge> : null}
            <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-ink">{m.body}</p>
          {m.screenshot ? (
            <a href={m.screenshot} target="_blank" rel="noreferrer" className="mt-3 inline-block">
              <img
                src={m.screenshot}
                alt={`Screenshot from ${m.author}`}
                className="max-h-64 rounded-lg border border-line"
              />
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
