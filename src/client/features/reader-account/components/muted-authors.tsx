import { Link } from 'react-router';
import { VolumeX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { useMutedAuthors, useUnmuteAuthor } from '../api/muted-authors';

/**
 * 'Muted authors' (issue 25): the authors whose stories are never recommended to the reader and
 * that the library filter can hide, each with an Unmute button. Muting is done on the author page.
 */
export function MutedAuthors() {
  const query = useMutedAuthors();
  const unmute = useUnmuteAuthor();
  return (
    <Panel title="Muted authors" icon={VolumeX}>
      {query.isPending ? (
        <Spinner label="Loading muted authors..." />
      ) : query.isError ? (
        <LoadError
          message={`Failed to load muted authors: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          You have muted no one. Mute an author on their page to stop seeing their stories in recommendations.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.items.map((author) => (
            <li key={author.username} className="flex items-center justify-between gap-3">
              <Link
                to={`/authors/${encodeURIComponent(author.username)}`}
                className="truncate font-medium text-accent"
              >
                {author.username}
              </Link>
              <Button
                variant="secondary"
                busy={unmute.isPending && unmute.variables === author.username}
                disabled={unmute.isPending}
                onClick={() => unmute.mutate(author.username)}
              >
                Unmute<span className="sr-only"> {author.username}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unmute.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {unmute.error.message}
        </p>
      ) : null}
    </Panel>
  );
}
