import { Globe, MapPlus } from 'lucide-react';
import { EmptyState, NoMatchesState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import type { WorldFilters } from '../api/world-keys';
import { useWorlds } from '../api/get-worlds';
import { WorldCard } from './world-card';

type Props = {
  /** The active filters; any filter set turns "no worlds yet" into "none match". */
  filters: WorldFilters;
  /** Clears the search, genre and privacy filters. */
  onClearFilters: () => void;
};

/** The list part of My Worlds with its loading, failed, empty and filtered-empty states. */
export function WorldsResults({ filters, onClearFilters }: Props) {
  const query = useWorlds(filters);
  return (
    <PagedCardList
      query={query}
      noun="worlds"
      label="Worlds"
      filtered={Boolean(filters.q || filters.genre || filters.privacy)}
      renderItem={(world) => <WorldCard world={world} />}
      filteredEmpty={
        <NoMatchesState
          noun="worlds"
          description="Try adjusting your search, genre or privacy filter."
          onClearFilters={onClearFilters}
        />
      }
      empty={
        <EmptyState
          icon={Globe}
          title="No worlds yet"
          description="Lay the foundations of your first world: its land, its peoples, its history and its rules."
          action={
            <LinkButton to="/worlds/create">
              <MapPlus aria-hidden="true" className="size-4" />
              Build World
            </LinkButton>
          }
        />
      }
    />
  );
}
