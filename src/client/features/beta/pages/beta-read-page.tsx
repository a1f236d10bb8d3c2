import { Link, useParams } from 'react-router';
import { BookOpenCheck } from 'lucide-react';
import type { BetaRead } from '@common/schemas/beta';
import { ApiError } from '@client/lib/api';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useBetaRead } from '@client/components/beta/beta-api';
import { BetaNotFound } from '../components/beta-not-found';
import { BetaReaders } from '../components/beta-readers';
import { BetaTeamComments } from '../components/beta-team-comments';

/** The chapters of the beta read, each with the author's question, linked to its draft. */
function Chapters({ read }: { read: BetaRead }) {
  return (
    <section aria-labelledby="beta-chapters" className="space-y-2">
      <h2 id="beta-chapters" className="font-display text-lg font-semibold text-ink">
        Draft chapters
      </h2>
      <ol className="divide-y divide-line rounded-xl border border-line bg-surface">
        {read.chapters.map((c) => (
          <li key={c.id} className="p-4">
            {read.state === 'open' ? (
              <Link
                to={`/beta/${read.id}/chapters/${c.id}`}
                className="font-medium text-ink underline-offset-2 hover:underline"
              >
                {c.title}
              </Link>
            ) : (
              <span className="font-medium text-ink">{c.title}</span>
            )}
            {c.question ? <p className="text-sm text-ink-muted">{`Question: ${c.question}`}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /beta/:betaReadId: one beta read. A reader sees the chapters to read and the questions; the
 * author's team also sees readers and applicants, the comments, and (the author) the ways to
 * invite, approve and end it.
 */
export default function BetaReadPage() {
  const { betaReadId = '' } = useParams();
  const query = useBetaRead(betaReadId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <BetaNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError
          message={`Failed to load the beta read: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const read = query.data;
  const team = read.myRole !== 'reader';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={`Beta read: ${read.storyTitle}`}
        icon={BookOpenCheck}
        eyebrow={
          <Link to="/beta" className="text-sm text-ink-muted underline-offset-2 hover:underline">
            ← Your beta reads
          </Link>
        }
        description={
          read.state === 'open'
            ? `By ${read.authorUsername ?? 'a deleted account'} · open${read.allowApplications ? ', taking applications' : ''}`
            : `By ${read.authorUsername ?? 'a deleted account'} · ended`
        }
        actions={
          team ? (
            <LinkButton to={`/stories/${read.storyId}`} variant="secondary">
              Story page
            </LinkButton>
          ) : null
        }
      />
      <Chapters read={read} />
      {team ? <BetaReaders read={read} /> : null}
      {team ? <BetaTeamComments read={read} /> : null}
    </div>
  );
}
