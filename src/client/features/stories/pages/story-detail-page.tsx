import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@client/lib/api';
import { LoadError } from '@client/components/ui/load-error';
import { PageLoading } from '@client/components/ui/spinner';
import { useStory } from '../api/get-story';
import { ChapterManager } from '../components/chapters/chapter-manager';
import { AnalyticsPanel } from '../components/detail/analytics-panel';
import { BetaPanel } from '../components/detail/beta-panel';
import { CollaboratorsSummary } from '../components/detail/collaborators-summary';
import { DeleteStoryPanel } from '../components/detail/delete-story-panel';
import { ExportPanel } from '../components/detail/export-panel';
import { PublishPanel } from '../components/detail/publish-panel';
import { SessionsPanel } from '../components/detail/sessions-panel';
import { PlaySessionsPanel } from '../components/detail/play-sessions-panel';
import { StoryHeader } from '../components/detail/story-header';
import { StoryNotFound } from '../components/detail/story-not-found';
import { StoryOverview } from '../components/detail/story-overview';

/** Story detail (/stories/:storyId): overview, chapters, collaborators, sessions, publication, analytics, book export and deletion. */
export default function StoryDetailPage() {
  const { storyId = '' } = useParams();
  const story = useStory(storyId);
  const [now] = useState(() => Date.now());

  if (story.isPending) return <PageLoading />;
  if (story.isError) {
    if (story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400))
      return <StoryNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <title>Story · Inkforge</title>
        <h1 className="mb-6 font-display text-3xl font-bold text-ink">Story</h1>
        <LoadError
          message={`Failed to load the story: ${story.error.message}`}
          onRetry={() => void story.refetch()}
          retrying={story.isFetching}
        />
      </div>
    );
  }

  const data = story.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <StoryHeader story={data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <StoryOverview story={data} now={now} />
          <ChapterManager story={data} />
        </div>
        <div className="space-y-6">
          <PublishPanel story={data} />
          <CollaboratorsSummary story={data} />
          <SessionsPanel story={data} />
          {data.isOwner ? <AnalyticsPanel story={data} /> : null}
          {data.abilities.writeChapters ? <BetaPanel story={data} /> : null}
          {data.abilities.readDrafts ? <ExportPanel story={data} /> : null}
          {data.abilities.readDrafts ? <PlaySessionsPanel story={data} /> : null}
          {data.abilities.delete ? <DeleteStoryPanel story={data} /> : null}
        </div>
      </div>
    </div>
  );
}
