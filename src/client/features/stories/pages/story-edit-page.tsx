import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import type { STORY_GENRES, StoryPrivacy, StoryStatus } from '@common/constants';
import type { ContentRating, ContentWarning, StoryLanguage } from '@common/story-labels';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useStory } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { StoryForm } from '../components/story-form';
import { StoryNotFound } from '../components/detail/story-not-found';
import { EarlyAccessPanel } from '../components/detail/early-access-panel';
import { ExclusivePanel } from '../components/detail/exclusive-panel';
import { ReaderDownloadsPanel } from '../components/detail/reader-downloads-panel';

/** The form's starting values: the story as it is now. */
const valuesOf = (story: StoryDetail) => ({
  title: story.title,
  description: story.description,
  genre: story.genre as (typeof STORY_GENRES)[number],
  status: story.status as StoryStatus,
  worldId: story.worldId,
  privacyLevel: story.privacyLevel as StoryPrivacy,
  coverImage: story.coverImage,
  tags: story.tags.map((tag) => tag.name),
  contentRating: story.contentRating as ContentRating,
  contentWarnings: story.contentWarnings as ContentWarning[],
  language: story.language as StoryLanguage,
});

/** Edit a story's details (/stories/:storyId/edit), for those with abilities.update; back to the detail page after. */
export default function StoryEditPage() {
  const { storyId = '' } = useParams();
  const navigate = useNavigate();
  const story = useStory(storyId);
  const update = useUpdateStory(storyId);
  const back = `/stories/${storyId}`;

  if (story.isPending) return <PageLoading />;
  if (
    story.isError &&
    story.error instanceof ApiError &&
    (story.error.status === 404 || story.error.status === 400)
  )
    return <StoryNotFound />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Edit Story"
        description={story.data ? story.data.title : undefined}
        icon={Pencil}
        eyebrow={
          <LinkButton to={back} variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the story
          </LinkButton>
        }
      />
      {story.isError ? (
        <LoadError
          message={`Failed to load the story: ${story.error.message}`}
          onRetry={() => void story.refetch()}
          retrying={story.isFetching}
        />
      ) : !story.data.abilities.update ? (
        <Alert tone="info">Only the story&apos;s owner can change its details.</Alert>
      ) : (
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
          <StoryForm
            defaultValues={valuesOf(story.data)}
            currentWorld={
              story.data.worldId
                ? { id: story.data.worldId, name: story.data.worldName ?? 'Current world' }
                : null
            }
            submitLabel="Save Changes"
            onSave={(values) => update.mutateAsync(values)}
            onSaved={() => navigate(back, { replace: true })}
            onCancel={() => navigate(back)}
          />
        </div>
      )}
      {story.data?.abilities.update ? <EarlyAccessPanel story={story.data} /> : null}
      {story.data?.abilities.update ? <ExclusivePanel story={story.data} /> : null}
      {story.data?.abilities.update ? <ReaderDownloadsPanel story={story.data} /> : null}
    </div>
  );
}
