import { useState } from 'react';
import { FileInput, Plus, UsersRound } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { StoriesList } from '../components/stories-list';
import { StoryFilters } from '../components/story-filters';
import { useStoryFilters } from '../hooks/use-story-filters';

/** My Stories (SPEC section 2): the signed-in user's own and shared stories, filtered and paged. */
export default function StoriesPage() {
  const filterState = useStoryFilters();
  const [now] = useState(() => Date.now());
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <title>My Stories · Inkforge</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">My Stories</h1>
          <p className="mt-2 text-ink-muted">Every story you write or co-write, newest changes first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/collaborators" variant="secondary">
            <UsersRound aria-hidden="true" className="size-4" />
            Collaborators
          </LinkButton>
          <LinkButton to="/stories/import" variant="secondary">
            <FileInput aria-hidden="true" className="size-4" />
            Import manuscript
          </LinkButton>
          <LinkButton to="/stories/create">
            <Plus aria-hidden="true" className="size-4" />
            New Story
          </LinkButton>
        </div>
      </div>
      <div className="mt-6">
        <StoryFilters
          search={filterState.search}
          onSearchChange={filterState.setSearch}
          genre={filterState.genre}
          onGenreChange={filterState.setGenre}
          status={filterState.status}
          onStatusChange={filterState.setStatus}
        />
      </div>
      <div className="mt-6">
        <StoriesList
          filters={filterState.filters}
          isFiltered={filterState.isFiltered}
          onClearFilters={filterState.clear}
          now={now}
        />
      </div>
    </div>
  );
}
