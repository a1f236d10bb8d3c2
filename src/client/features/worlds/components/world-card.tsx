import { useId } from 'react';
import { Compass, Cpu, Map as MapIcon, ScrollText } from 'lucide-react';
import type { World } from '@common/schemas/world';
import { Badge } from '@client/components/ui/badge';
import { LinkButton } from '@client/components/ui/link-button';
import { WorldCounts } from './world-counts';
import { WorldPrivacyBadge } from './world-privacy-badge';

type Props = {
  /** One of the signed-in user's worlds, with its counts. */
  world: World;
};

/**
 * A world on My Worlds (SPEC section 2, with real counts per the creator workspace issue): image
 * band, genre, privacy, technology level, name, description, collaborator / story / character
 * counts, an Explore link to its editor and a Stories link. The card is an article named by the world.
 */
export function WorldCard({ world }: Props) {
  const nameId = useId();
  const { id, name, description, genre, technologyLevel, worldImage } = world;
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-28 shrink-0 bg-linear-to-br from-hero to-hero-deep">
        {worldImage ? (
          <img src={worldImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <MapIcon aria-hidden="true" className="absolute right-4 bottom-3 size-10 text-on-hero-muted/70" />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone="solid">
            <span className="sr-only">Genre: </span>
            {genre}
          </Badge>
          <WorldPrivacyBadge privacy={world.privacyLevel} />
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2 id={nameId} className="font-display text-lg leading-snug font-semibold break-words text-ink">
          {name}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <Cpu aria-hidden="true" className="size-4" />
          <span className="sr-only">Technology level: </span>
          {technologyLevel ?? 'Technology level not set'}
        </p>
        {description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{description}</p> : null}

        <div className="mt-auto pt-5">
          <WorldCounts world={world} />
          <div className="mt-4 flex flex-wrap gap-2">
            <LinkButton to={`/worlds/${id}/edit`} variant="primary" size="sm" className="flex-1">
              <Compass aria-hidden="true" className="size-4" />
              Explore<span className="sr-only"> {name}</span>
            </LinkButton>
            <LinkButton to="/stories/create" variant="secondary" size="sm" className="flex-1">
              <ScrollText aria-hidden="true" className="size-4" />
              Stories<span className="sr-only">: write one in {name}</span>
            </LinkButton>
          </div>
        </div>
      </div>
    </article>
  );
}
