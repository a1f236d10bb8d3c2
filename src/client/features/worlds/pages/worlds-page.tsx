import { Globe, MapPlus } from 'lucide-react';
import { WORLD_GENRES, WORLD_PRIVACY, type WorldPrivacy } from '@common/constants';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { useDebouncedSearchParam, useSearchParam } from '@client/components/ui/use-search-param';
import type { WorldGenre } from '../api/world-keys';
import { WorldsResults } from '../components/worlds-results';
import { WorldsToolbar } from '../components/worlds-toolbar';

const isGenre = (value: string): value is WorldGenre => (WORLD_GENRES as readonly string[]).includes(value);
const isPrivacy = (value: string): value is WorldPrivacy =>
  (WORLD_PRIVACY as readonly string[]).includes(value);

/**
 * My Worlds (/worlds, SPEC section 2): the signed-in user's worlds with a debounced search and
 * genre and privacy filters, all kept in the URL (?q=&genre=&privacy=).
 */
export default function WorldsPage() {
  const search = useDebouncedSearchParam('q');
  const [genreParam, setGenre] = useSearchParam('genre');
  const [privacyParam, setPrivacy] = useSearchParam('privacy');
  const genre = isGenre(genreParam) ? genreParam : undefined;
  const privacy = isPrivacy(privacyParam) ? privacyParam : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="My Worlds"
        description="The realms you have built: their lands, peoples, histories and rules."
        icon={Globe}
        actions={
          <LinkButton to="/worlds/create">
            <MapPlus aria-hidden="true" className="size-4" />
            Build World
          </LinkButton>
        }
      />
      <WorldsToolbar
        search={search.draft}
        onSearchChange={search.setDraft}
        genre={genre ?? ''}
        onGenreChange={setGenre}
        privacy={privacy ?? ''}
        onPrivacyChange={setPrivacy}
      />
      <WorldsResults
        filters={{ q: search.value || undefined, genre, privacy }}
        onClearFilters={() => {
          search.clear();
          setGenre('');
          setPrivacy('');
        }}
      />
    </div>
  );
}
