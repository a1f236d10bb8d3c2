import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookOpenCheck } from 'lucide-react';
import { ApiError } from '@client/lib/api';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { Panel } from '@client/components/ui/panel';
import { useBetaChapter, useBetaComments } from '@client/components/beta/beta-api';
import { BetaAnswerForm } from '../components/beta-answer-form';
import { BetaCommentForm } from '../components/beta-comment-form';
import { DraftText, type Passage } from '../components/draft-text';
import { BetaNotFound } from '../components/beta-not-found';

/**
 * /beta/:betaReadId/chapters/:chapterId: a draft chapter of a beta read. The reader selects a
 * passage and comments on it (their comments are highlighted where their passages are now), and
 * answers the author's question. Drafts are read only here; once the beta read ends this is a 404.
 */
export default function BetaChapterPage() {
  const { betaReadId = '', chapterId = '' } = useParams();
  const chapter = useBetaChapter(betaReadId, chapterId);
  const comments = useBetaComments(betaReadId, chapter.isSuccess);
  const [selected, setSelected] = useState<Passage | null>(null);
  const onSelect = useCallback((p: Passage) => setSelected(p), []);

  if (chapter.isPending) return <PageLoading />;
  if (chapter.isError) {
    if (chapter.error instanceof ApiError && [400, 404].includes(chapter.error.status))
      return <BetaNotFound what="Draft" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError
          message={`Failed to load the draft: ${chapter.error.message}`}
          onRetry={() => void chapter.refetch()}
          retrying={chapter.isFetching}
        />
      </div>
    );
  }
  const c = chapter.data;
  const text = c.blocks.join('\n');
  const mine = (comments.data ?? []).filter((x) => x.chapterId === c.id);
  const highlights = mine.flatMap((x) => (x.range ? [{ id: x.id, from: x.range.from, to: x.range.to }] : []));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={c.title}
        icon={BookOpenCheck}
        eyebrow={
          <Link
            to={`/beta/${betaReadId}`}
            className="text-sm text-ink-muted underline-offset-2 hover:underline"
          >
            ← Back to the beta read
          </Link>
        }
        description="A draft shared with you for beta reading. Select a passage to comment on it."
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 self-start rounded-2xl border border-line bg-surface p-5 sm:p-8">
          {c.blocks.every((b) => b.trim() === '') ? (
            <p className="text-ink-muted">This chapter has no text yet.</p>
          ) : (
            <DraftText
              blocks={c.blocks}
              highlights={highlights}
              onSelect={onSelect}
              label={`Text of ${c.title}`}
            />
          )}
        </div>
        <div className="space-y-6">
          <Panel title="Comment">
            <BetaCommentForm
              betaReadId={betaReadId}
              chapterId={c.id}
              text={text}
              selected={selected}
              onCommented={() => setSelected(null)}
            />
          </Panel>
          {c.question ? (
            <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <BetaAnswerForm
                betaReadId={betaReadId}
                chapterId={c.id}
                question={c.question}
                answer={c.myAnswer}
              />
            </div>
          ) : null}
          <Panel title="Your comments">
            {comments.isError ? (
              <LoadError
                message={`Failed to load your comments: ${comments.error.message}`}
                onRetry={() => void comments.refetch()}
                retrying={comments.isFetching}
              />
            ) : mine.length === 0 ? (
              <p className="text-sm text-ink-muted">None yet on this chapter.</p>
            ) : (
              <ul className="space-y-2">
                {mine.map((x) => (
                  <li
                    key={x.id}
                    className="rounded-lg border border-line p-3 text-sm"
                    data-testid="my-beta-comment"
                  >
                    <q className="block text-ink-muted italic">{x.range?.text ?? x.quote}</q>
                    <p className="mt-1 text-ink">{x.body}</p>
                    {x.detached || x.resolved ? (
                      <p className="mt-1 text-xs text-ink-muted">
                        {[
                          x.detached ? 'The passage was deleted' : '',
                          x.resolved ? 'Resolved by the author' : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
