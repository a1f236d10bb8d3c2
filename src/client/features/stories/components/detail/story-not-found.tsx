import { ArrowLeft, BookX } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';

/** The detail page of a story that does not exist or is not shared with the caller (both answer 404). */
export function StoryNotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <title>Story not found · Inkforge</title>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent/10 text-accent">
        <BookX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">Story not found</h1>
      <p className="mt-3 text-ink-muted">
        The story you&apos;re looking for doesn&apos;t exist, has been removed, or isn&apos;t shared with you.
      </p>
      <LinkButton to="/stories" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to My Stories
      </LinkButton>
    </div>
  );
}
