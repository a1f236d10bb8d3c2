import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { LinkButton } from '@client/components/ui/link-button';

/**
 * Any path no route knows: a real "not found" screen instead of a silent redirect, so a mistyped
 * or outdated link says what went wrong. The home link leads to the dashboard when signed in and
 * to the landing page otherwise (both live at /).
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <title>Page not found · Inkforge</title>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent/10 text-accent">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">Page not found</h1>
      <p className="mt-3 break-words text-ink-muted">
        There is no page at{' '}
        <code className="rounded bg-surface-muted px-1.5 py-0.5 text-ink">{pathname}</code>. The link may be
        mistyped, or the page may have moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/">Go to the home page</LinkButton>
        <LinkButton to="/community" variant="secondary">
          Explore the community
        </LinkButton>
      </div>
    </div>
  );
}
