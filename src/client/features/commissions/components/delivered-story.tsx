import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useCommissionStory } from '@client/components/commissions/commission-api';

type Node = { type?: string; text?: string; content?: Node[] };
const textOf = (node: Node): string => node.text ?? (node.content ?? []).map(textOf).join('');
/** A chapter's document as its paragraphs of plain text (headings and paragraphs alike). */
const paragraphsOf = (doc: Node): string[] => (doc.content ?? []).map(textOf).filter((p) => p.trim() !== '');

/** The story delivered for this commission, read here by its patron only (whatever the story's privacy). */
export function DeliveredStory({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const story = useCommissionStory(id, open);
  return (
    <section aria-labelledby="delivered-story" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="delivered-story" className="font-display text-lg font-semibold">
        {`Delivered: ${title}`}
      </h2>
      {!open ? (
        <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
          Read it
        </Button>
      ) : story.isPending ? (
        <Spinner label="Loading the story" />
      ) : story.isError ? (
        <p role="alert" className="text-sm text-danger">
          {story.error.message}
        </p>
      ) : (
        <article className="prose mt-3 max-w-none" data-testid="delivered-story">
          {story.data.chapters.map((ch) => (
            <section key={ch.position}>
              <h3>{ch.title || `Chapter ${ch.position}`}</h3>
              {paragraphsOf(ch.content as Node).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </section>
  );
}
