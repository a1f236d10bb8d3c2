import { Link } from 'react-router';
import { BookX } from 'lucide-react';
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
