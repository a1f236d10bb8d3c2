import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookOpenCheck, FileText } from 'lucide-react';
import type { ChapterSummary } from '@common/schemas/chapter';
import type { StoryDetail } from '@common/schemas/story';
import { BETA_LIMITS, BETA_MESSAGES, betaOpenSchema } from '@common/schemas/beta';
import { api, ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { useOpenBetaRead } from '@client/components/beta/beta-api';
import { BetaNotFound } from '../components/beta-not-found';

/** The story and its chapters (drafts are what a beta read shares). */
function useStoryChapters(storyId: string) {
  return useQuery({
    queryKey: ['beta', 'open-form', storyId],
    retry: false,
    queryFn: async () => {
      const [story, chapters] = await Promise.all([
        api<StoryDetail>(`/api/v1/stories/${encodeURIComponent(storyId)}`),
        api<{ items: ChapterSummary[] }>(`/api/v1/stories/${encodeURIComponent(storyId)}/chapters`),
      ]);
      return { story, drafts: chapters.items.filter((c) => c.status === 'draft') };
    },
  });
}

/**
 * /stories/:storyId/beta: the story's owner opens a beta read: which draft chapters, a question
 * for each (optional), and whether patrons who follow them may apply. Then on to its page, where
 * readers are invited.
 */
export default function BetaOpenPage() {
  const { storyId = '' } = useParams();
  const navigate = useNavigate();
  const query = useStoryChapters(storyId);
  const open = useOpenBetaRead(storyId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [questions, setQuestions] = useState<Record<string, string>>({});
  const [allow, setAllow] = useState(false);
  const [errors, setErrors] = useState<{ chapters?: string; questions?: string }>({});

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status))
      return <BetaNotFound what="Story" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError
          message={`Failed to load the story: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const { story, drafts } = query.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      chapterIds: chosen,
      questions: Object.fromEntries(
        chosen.map((id) => [id, (questions[id] ?? '').trim()]).filter(([, q]) => q),
      ),
      allowApplications: allow,
    };
    const parsed = betaOpenSchema.safeParse(body);
    const found: typeof errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'chapterIds') found.chapters ??= issue.message;
        else found.questions ??= issue.message;
      }
    setErrors(found);
    if (parsed.success) open.mutate(parsed.data, { onSuccess: (read) => void navigate(`/beta/${read.id}`) });
  };

  const toggle = (id: string, on: boolean) => {
    setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
    if (on) setErrors((e) => ({ ...e, chapters: undefined }));
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Open a beta read"
        icon={BookOpenCheck}
        eyebrow={
          <Link
            to={`/stories/${story.id}`}
            className="text-sm text-ink-muted underline-offset-2 hover:underline"
          >
            {`← ${story.title}`}
          </Link>
        }
        description="Share draft chapters with beta readers you invite (Patrons of the Arts), and ask them a question about each."
      />
      {!story.isOwner ? (
        <Alert tone="info">Only the story's author can open a beta read.</Alert>
      ) : drafts.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No draft chapters"
          description="A beta read shares chapters that are still drafts. Add one, or mark a chapter as a draft, in the writing room."
          action={<LinkButton to={`/stories/${story.id}/session`}>Open the writing room</LinkButton>}
        />
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Open a beta read"
          className="space-y-5 rounded-xl border border-line bg-surface p-5"
        >
          <fieldset
            className="space-y-4"
            aria-describedby={errors.chapters ? 'beta-chapters-error' : undefined}
          >
            <legend className="mb-2 font-semibold text-ink">Draft chapters to share</legend>
            {drafts.map((c) => (
              <div key={c.id} className="space-y-2">
                <Checkbox
                  label={c.title}
                  checked={chosen.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
                {chosen.includes(c.id) ? (
                  <TextField
                    label={`Question about ${c.title} (optional)`}
                    value={questions[c.id] ?? ''}
                    maxLength={BETA_LIMITS.question}
                    onChange={(e) => setQuestions({ ...questions, [c.id]: e.target.value })}
                  />
                ) : null}
              </div>
            ))}
            {errors.chapters ? (
              <p id="beta-chapters-error" role="alert" className="text-sm text-danger">
                {errors.chapters === BETA_MESSAGES.chapters
                  ? 'Choose at least one draft chapter.'
                  : errors.chapters}
              </p>
            ) : null}
            {errors.questions ? (
              <p role="alert" className="text-sm text-danger">
                {errors.questions}
              </p>
            ) : null}
          </fieldset>
          <Checkbox
            label="Let patrons who follow me apply"
            checked={allow}
            onChange={(e) => setAllow(e.target.checked)}
          />
          <Button type="submit" busy={open.isPending} disabled={open.isPending}>
            Open beta read
          </Button>
          {open.isError ? <Alert tone="error">{open.error.message}</Alert> : null}
        </form>
      )}
    </div>
  );
}
