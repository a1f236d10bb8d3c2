import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpenCheck } from 'lucide-react';
import { can } from '@common/entitlements';
import type { MyBeta } from '@common/schemas/beta';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { useApply, useMyBeta } from '@client/components/beta/beta-api';
import { useCurrentUser } from '@client/lib/session';

type Summary = MyBeta['asReader'][number];

const byline = (r: Summary) => `${r.storyTitle} by ${r.authorUsername ?? 'a deleted account'}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** One beta read in a list, linked to its page. */
function Row({ read, note, action }: { read: Summary; note: string; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      <div className="min-w-0">
        <Link to={`/beta/${read.id}`} className="font-medium text-ink underline-offset-2 hover:underline">
          {byline(read)}
        </Link>
        <p className="text-sm text-ink-muted">{note}</p>
      </div>
      {action}
    </li>
  );
}

const listClass = 'divide-y divide-line rounded-xl border border-line bg-surface';

/**
 * /beta: the caller's beta reads. As a reader: the drafts they were invited to or approved for,
 * and the open beta reads of authors they follow that take applications (Apply, or the
 * application's state). As an author or collaborator: their stories' beta reads.
 */
export default function BetaPage() {
  const mine = useMyBeta();
  const apply = useApply();
  const { user } = useCurrentUser();
  const patron = user ? can(user.subscriptionTier, 'betaAccess') : false;
  const data = mine.data;
  const count = data ? data.asAuthor.length + data.asReader.length + data.canApply.length : 0;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Beta reading"
        icon={BookOpenCheck}
        description="Read authors' drafts before anyone else and tell them what works; or ask readers about yours."
      />
      {!patron ? (
        <Alert tone="info">
          Reading drafts is part of the Patron of the Arts plan.{' '}
          <Link to="/subscription" className="underline">
            See the plans
          </Link>
          . Authors of any plan can open beta reads from their story&apos;s page.
        </Alert>
      ) : null}
      <QueryStates
        state={queryStatusOf(mine)}
        loading={<Spinner label="Loading beta reads" />}
        errorTitle="Failed to load your beta reads"
        count={count}
        empty={
          <EmptyState
            icon={BookOpenCheck}
            title="No beta reads yet"
            description="When an author invites you, their draft appears here. Follow authors to see the beta reads you can apply to; open one of your own from a story's page."
          />
        }
      >
        {data && data.asReader.length > 0 ? (
          <Section title="Drafts you are reading">
            <ul className={listClass}>
              {data.asReader.map((r) => (
                <Row key={r.id} read={r} note="You are a beta reader: read the chapters and comment." />
              ))}
            </ul>
          </Section>
        ) : null}
        {data && data.canApply.length > 0 ? (
          <Section title="Open to applications">
            <ul className={listClass}>
              {data.canApply.map((r) => (
                <Row
                  key={r.id}
                  read={r}
                  note={
                    r.applied
                      ? 'Applied: waiting for the author to approve you.'
                      : 'An author you follow is looking for beta readers.'
                  }
                  action={
                    r.applied ? null : (
                      <Button
                        size="sm"
                        busy={apply.isPending && apply.variables === r.id}
                        disabled={apply.isPending || !patron}
                        onClick={() => apply.mutate(r.id)}
                        aria-label={`Apply to beta read ${r.storyTitle}`}
                      >
                        Apply
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
            {apply.isError ? <Alert tone="error">{apply.error.message}</Alert> : null}
          </Section>
        ) : null}
        {data && data.asAuthor.length > 0 ? (
          <Section title="Beta reads of your stories">
            <ul className={listClass}>
              {data.asAuthor.map((r) => (
                <Row
                  key={r.id}
                  read={r}
                  note={r.state === 'open' ? 'Open: readers can read and comment.' : 'Ended.'}
                />
              ))}
            </ul>
          </Section>
        ) : null}
      </QueryStates>
    </div>
  );
}
