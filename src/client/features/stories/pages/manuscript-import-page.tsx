import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileInput } from 'lucide-react';
import type { ImportPlan, ImportPreview, ImportResult } from '@common/schemas/manuscript-import';
import { ApiError } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/session';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { PageLoading, Spinner } from '@client/components/ui/spinner';
import { storyQuery } from '../api/get-story';
import { storyKeys } from '../api/story-keys';
import { StoryNotFound } from '../components/detail/story-not-found';
import { importManuscript, previewManuscript, type SendProgress } from '../api/send-manuscript';
import { ImportDone } from '../components/manuscript-import/import-done';
import { ManuscriptFilePicker } from '../components/manuscript-import/manuscript-file-picker';
import { SplitPreview } from '../components/manuscript-import/split-preview';
import { importChapterLimit } from '@common/import-plans';

type Step =
  | { name: 'pick'; error?: string }
  | { name: 'preview'; file: File; preview: ImportPreview; error?: string }
  | { name: 'done'; result: ImportResult; storyTitle: string };

const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';

/**
 * Import a manuscript (/stories/import for a new story, /stories/:storyId/import for new draft
 * chapters of one the caller may add chapters to): choose the file, check and adjust the split,
 * confirm, then links to the chapters written. A refused file writes nothing and says why.
 */
export default function ManuscriptImportPage() {
  const { storyId } = useParams();
  const story = useQuery({ ...storyQuery(storyId ?? ''), enabled: Boolean(storyId) });
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [action, setAction] = useState<'read' | 'import'>('read');

  if (storyId) {
    if (story.isPending) return <PageLoading />;
    if (story.isError) {
      if (story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400))
        return <StoryNotFound />;
    }
  }
  const existing = storyId ? story.data : undefined;
  const maxChapters = importChapterLimit(user?.subscriptionTier);

  const read = async (file: File, level?: number) => {
    setAction('read');
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const preview = await previewManuscript(file, level, setProgress);
      setStep({ name: 'preview', file, preview });
    } catch (err) {
      setStep(
        step.name === 'preview' && level
          ? { ...step, error: messageOf(err) }
          : { name: 'pick', error: messageOf(err) },
      );
    } finally {
      setProgress(null);
    }
  };

  const confirm = async (file: File, preview: ImportPreview, plan: ImportPlan) => {
    setAction('import');
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const result = await importManuscript(storyId, file, plan, setProgress);
      await queryClient.invalidateQueries({ queryKey: storyKeys.all });
      setStep({ name: 'done', result, storyTitle: existing?.title ?? plan.storyTitle ?? file.name });
    } catch (err) {
      setStep({ name: 'preview', file, preview, error: messageOf(err) });
    } finally {
      setProgress(null);
    }
  };

  const back = existing ? (
    <LinkButton to={`/stories/${existing.id}`} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {existing.title}
    </LinkButton>
  ) : (
    <LinkButton to="/stories" variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      My Stories
    </LinkButton>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={existing ? 'Import chapters' : 'Import a manuscript'}
        description={
          existing
            ? `Add a manuscript's chapters to “${existing.title}” as drafts, after its chapters.`
            : 'Bring a manuscript in as a new private story, its chapters saved as drafts.'
        }
        icon={FileInput}
        eyebrow={back}
      />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        {storyId && story.isError ? (
          <LoadError
            message={`Failed to load the story: ${story.error.message}`}
            onRetry={() => void story.refetch()}
            retrying={story.isFetching}
          />
        ) : existing && !existing.abilities.manageChapters ? (
          <Alert tone="info">Only the story's owner and its co-authors can add chapters to it.</Alert>
        ) : step.name === 'done' ? (
          <ImportDone
            result={step.result}
            storyTitle={step.storyTitle}
            onAnother={() => setStep({ name: 'pick' })}
          />
        ) : (
          <div className="space-y-6">
            {progress ? (
              <div className="space-y-2" aria-live="polite">
                {progress.phase === 'uploading' ? (
                  <>
                    <ProgressBar percent={progress.percent} label="Manuscript upload" />
                    <p className="text-sm text-ink-muted">{`Uploading the manuscript: ${progress.percent}%`}</p>
                  </>
                ) : (
                  <Spinner
                    label={action === 'import' ? 'Saving the chapters...' : 'Reading the manuscript...'}
                  />
                )}
              </div>
            ) : null}
            {step.name === 'pick' ? (
              <ManuscriptFilePicker
                busy={progress !== null}
                error={step.error}
                onPick={(file) => void read(file)}
              />
            ) : (
              <SplitPreview
                preview={step.preview}
                fileName={step.file.name}
                newStory={!existing}
                maxChapters={maxChapters}
                busy={progress !== null}
                error={step.error}
                onLevel={(level) => void read(step.file, level)}
                onConfirm={(plan) => void confirm(step.file, step.preview, plan)}
                onStartOver={() => setStep({ name: 'pick' })}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
