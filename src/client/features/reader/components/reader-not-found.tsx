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

/** A chapter in early access the caller's plan does not read yet (403 EARLY_ACCESS, issue 25). */
export function ReaderEarlyAccess({ storyId, message }: { storyId: string; message: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Early Access · Inkforge</title>
      <div className="max-w-md text-center">
        <Lock aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">Early Access</h1>
        <p className="mt-3 text-ink-muted">{message}.</p>
        <p className="mt-2 text-ink-muted">Plans with early access read it now.</p>
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
