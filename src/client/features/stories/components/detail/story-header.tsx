import { ArrowLeft, Dices, LayoutTemplate, Pencil, PenLine } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { LinkButton } from '@client/components/ui/link-button';
import { StoryBadges } from '../story-badges';

/** The top of the detail page: back link, badges, title, creator and the main actions. */
export function StoryHeader({ story }: { story: StoryDetail }) {
  const openLabel = story.status === 'Active' ? 'Continue' : 'Open';
  return (
    <header className="mb-8">
      <title>{`${story.title} · Inkforge`}</title>
      <LinkButton to="/stories" variant="ghost" size="sm" className="-ml-3 mb-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Stories
      </LinkButton>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <StoryBadges
            genre={story.genre}
            status={story.status}
            role={story.role}
            isOwner={story.isOwner}
            publicationStatus={story.publicationStatus}
            privacyLevel={story.privacyLevel}
          />
          <h1 className="mt-3 font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">
            {story.title}
          </h1>
          <p className="mt-1.5 text-ink-muted">by {story.creatorUsername || 'Unknown'}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {story.abilities.update ? (
            <LinkButton to={`/stories/${story.id}/edit`} variant="secondary">
              <Pencil aria-hidden="true" className="size-4" />
              Edit details
            </LinkButton>
          ) : null}
          {story.isOwner ? (
            <LinkButton to={`/marketplace/upload?from=story:${story.id}`} variant="secondary">
              <LayoutTemplate aria-hidden="true" className="size-4" />
              Publish as template
            </LinkButton>
          ) : null}
          {story.abilities.readDrafts ? (
            <LinkButton to={`/stories/${story.id}/play`} variant="secondary">
              <Dices aria-hidden="true" className="size-4" />
              Play sessions
            </LinkButton>
          ) : null}
          <LinkButton to={`/stories/${story.id}/session`}>
            <PenLine aria-hidden="true" className="size-4" />
            {openLabel}
          </LinkButton>
        </div>
      </div>
    </header>
  );
}
