import { Link } from 'react-router';
import { BookX, Lock } from 'lucide-react';
import { buttonClassName } from '@client/components/ui/button-styles';

/** A chapter or story that is missing or not published (the API answers 404 for all of it). */
export function ReaderNotFound({ storyId }: { storyId: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Chapter Not Found · Inkforge</title>
      <div className="max-w-md text-center">
        <BookX aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">Chapter Not Found</h1>
        <p className="mt-3 text-ink-muted">
          This chapter doesn&apos;t exist, has been removed or isn&apos;t published.
        </p>
        <Link
          to={`/library/${encodeURIComponent(storyId)}`}
          className={buttonClassName('primary', 'md', 'mt-8')}
        >
          Go to the story
        </Link>
      </div>
    </div>
  );
}

/**
 * A locked chapter the caller's plan does not read (issue 25): in early access (403 EARLY_ACCESS)
 * or past the first chapter of an exclusive story (403 EXCLUSIVE_CONTENT). The server's message
 * names the date or the plans; the page links the plans and the story.
 */
export function ReaderLocked({
  storyId,
  title,
  message,
  hint,
}: {
  storyId: string;
  title: string;
  message: string;
  hint?: string;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>{`${title} · Inkforge`}</title>
      <div className="max-w-md text-center">
        <Lock aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-ink-muted">{message.endsWith('.') ? message : `${message}.`}</p>
        {hint ? <p className="mt-2 text-ink-muted">{hint}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/subscription" className={buttonClassName('primary', 'md')}>
            See plans
          </Link>
          <Link to={`/library/${encodeURIComponent(storyId)}`} className={buttonClassName('secondary', 'md')}>
            Go to the story
          </Link>
        </div>
      </div>
    </div>
  );
}
