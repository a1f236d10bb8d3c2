import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, BookOpen, ChevronDown } from 'lucide-react';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageLoading } from '@client/components/ui/spinner';
import { useChapters } from '../api/get-chapters';
import { useCreateChapter } from '../api/create-chapter';
import { useJoinSession } from '../api/join-session';
import { useStory } from '../api/get-story';
import { StoryNotFound } from '../components/detail/story-not-found';
import { ChapterSidebar } from '../components/writing-room/chapter-sidebar';
import { ChapterWorkspace } from '../components/writing-room/chapter-workspace';
import { useLiveRoom, usePeers } from '../components/live/live-room';
import { PresenceBar } from '../components/live/presence-bar';
import { useCurrentUser } from '@client/lib/session';

/**
 * The writing room (/stories/:storyId/session?chapter=id): the chapter list beside the editor
 * of the open chapter. Opening it records a session (sessions/join). On a phone the list folds
 * into a disclosure above the text.
 */
export default function StorySessionPage() {
  const { storyId = '' } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const story = useStory(storyId);
  const chapters = useChapters(storyId);
  const createChapter = useCreateChapter(storyId);
  const join = useJoinSession(storyId);
  const joined = useRef(false);
  const { user } = useCurrentUser();
  const canWrite = story.data?.abilities.writeChapters === true;
  const me = useMemo(
    () => (user && canWrite ? { id: user.id, name: user.username } : null),
    [user, canWrite],
  );
  const { room, status } = useLiveRoom(storyId, me);
  const peers = usePeers(room);

  useEffect(() => {
    if (!story.isSuccess || !story.data.abilities.writeChapters || joined.current) return;
    joined.current = true;
    join.mutate();
  }, [story.isSuccess, story.data?.abilities.writeChapters, join]);

  if (story.isPending) return <PageLoading />;
  if (story.isError) {
    if (story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400))
      return <StoryNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <title>Writing room · Inkforge</title>
        <LoadError
          message={`Failed to load the story: ${story.error.message}`}
          onRetry={() => void story.refetch()}
          retrying={story.isFetching}
        />
      </div>
    );
  }

  const { abilities } = story.data;
  // Adding chapters is the owner's and a Co-Author's; the text, every role's but Beta Reader's.
  const canManage = abilities.manageChapters;
  const list = chapters.data ?? [];
  const requested = params.get('chapter');
  const current = list.find((c) => c.id === requested) ?? list[0];
  const open = (id: string) => navigate(`/stories/${storyId}/session?chapter=${id}`, { replace: true });
  // The live room co-writes the text; if its socket never connects, the text saves over HTTP.
  const live = room && me && status !== 'unavailable' ? { room, me, status } : undefined;
  const addChapter = () =>
    createChapter.mutate(`Chapter ${list.length + 1}`, { onSuccess: (chapter) => open(chapter.id) });

  const sidebar = (
    <ChapterSidebar
      storyId={storyId}
      chapters={list}
      currentId={current?.id}
      canEdit={canManage}
      onAdd={addChapter}
      adding={createChapter.isPending}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col px-0 sm:px-6 lg:py-6">
      <title>{`Writing room: ${story.data.title} · Inkforge`}</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-4 sm:px-0 lg:pt-0">
        <LinkButton to={`/stories/${storyId}`} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Story details
        </LinkButton>
      </div>
      <h1 className="px-4 pb-4 font-display text-2xl font-bold tracking-tight break-words text-ink sm:px-0 sm:text-3xl">
        <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Writing room
        </span>
        {story.data.title}
      </h1>
      {live ? (
        <div className="px-4 pb-4 sm:px-0">
          <PresenceBar peers={peers} chapters={list} onJump={open} />
        </div>
      ) : null}
      {createChapter.error ? (
        <Alert tone="error" className="mx-4 mb-4 sm:mx-0">
          {`The chapter was not added: ${createChapter.error.message}`}
        </Alert>
      ) : null}
      <div className="grid min-h-[70vh] border-y border-line bg-surface shadow-sm sm:rounded-2xl sm:border lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="hidden border-r border-line p-4 lg:block">
          <h2 className="mb-3 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">Chapters</h2>
          {chapters.isPending ? <p className="px-3 text-sm text-ink-muted">Loading chapters...</p> : sidebar}
        </aside>
        <details key={current?.id} className="group border-b border-line lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent [&::-webkit-details-marker]:hidden">
            <span className="min-w-0 truncate">
              {current ? `Chapter ${current.position} of ${list.length}: ${current.title}` : 'Chapters'}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-2 pb-3">{sidebar}</div>
        </details>
        <div className="flex min-w-0 flex-col">
          {chapters.isError ? (
            <div className="p-5">
              <LoadError
                message={`Failed to load chapters: ${chapters.error.message}`}
                onRetry={() => void chapters.refetch()}
                retrying={chapters.isFetching}
              />
            </div>
          ) : current ? (
            <ChapterWorkspace
              key={`${current.id}:${live ? 'live' : 'http'}`}
              storyId={storyId}
              chapterId={current.id}
              rights={{
                write: abilities.writeChapters,
                publish: abilities.publishChapters,
                restore: abilities.restoreVersions,
              }}
              readOnlyNote={readOnlyNote(story.data.role, abilities.readDrafts)}
              live={live}
              fallback={Boolean(room && me && status === 'unavailable')}
            />
          ) : chapters.isSuccess ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
              <BookOpen aria-hidden="true" className="size-10 text-accent" />
              <p className="max-w-sm text-ink-muted">
                {canManage
                  ? 'This story has no chapters yet. Add the first one and start writing.'
                  : 'This story has no chapters yet.'}
              </p>
              {canManage ? (
                <Button
                  onClick={addChapter}
                  busy={createChapter.isPending}
                  disabled={createChapter.isPending}
                >
                  Add the first chapter
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * What the read-only editor says to someone who may not change the text: a member whose role
 * only reads (Beta Reader) is told so by name, a reader of a public story that it is the writers'.
 */
function readOnlyNote(role: string, member: boolean): string {
  if (member)
    return `You are a ${role} on this story: you can read every chapter, drafts included, but not change the text.`;
  return "You can read this chapter; only the story's writers can change it.";
}
