import { Drama, UserPlus } from 'lucide-react';
import { EmptyState, NoMatchesState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import type { CharacterFilters } from '../api/character-keys';
import { useCharacters } from '../api/get-characters';
import { CharacterCard } from './character-card';

type Props = {
  /** The active filters; any filter set turns "no characters yet" into "none match". */
  filters: CharacterFilters;
  /** Clears the search and the privacy filter. */
  onClearFilters: () => void;
};

/** The list part of My Characters with its loading, failed, empty and filtered-empty states. */
export function CharactersResults({ filters, onClearFilters }: Props) {
  const query = useCharacters(filters);
  return (
    <PagedCardList
      query={query}
      noun="characters"
      label="Characters"
      filtered={Boolean(filters.q || filters.privacy)}
      renderItem={(character) => <CharacterCard character={character} />}
      filteredEmpty={
        <NoMatchesState
          noun="characters"
          description="Try adjusting your search or privacy filter."
          onClearFilters={onClearFilters}
        />
      }
      empty={
        <EmptyState
          icon={Drama}
          title="No characters yet"
          description="Forge your first character: a name, a voice, a handful of traits and a past."
          action={
            <LinkButton to="/characters/create">
              <UserPlus aria-hidden="true" className="size-4" />
              Create Character
            </LinkButton>
          }
        />
      }
    />
  );
}
