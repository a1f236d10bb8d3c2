import { Drama, UserPlus } from 'lucide-react';
import { CHARACTER_PRIVACY, type CharacterPrivacy } from '@common/constants';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { useDebouncedSearchParam, useSearchParam } from '@client/components/ui/use-search-param';
import { CharactersResults } from '../components/characters-results';
import { CharactersToolbar } from '../components/characters-toolbar';

const isPrivacy = (value: string): value is CharacterPrivacy =>
  (CHARACTER_PRIVACY as readonly string[]).includes(value);

/**
 * My Characters (/characters, SPEC section 2): the signed-in user's characters with a debounced
 * search and a privacy filter, both kept in the URL (?q=&privacy=).
 */
export default function CharactersPage() {
  const search = useDebouncedSearchParam('q');
  const [privacyParam, setPrivacy] = useSearchParam('privacy');
  const privacy = isPrivacy(privacyParam) ? privacyParam : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="My Characters"
        description="The cast you have forged: personalities, voices and backgrounds."
        icon={Drama}
        actions={
          <LinkButton to="/characters/create">
            <UserPlus aria-hidden="true" className="size-4" />
            Create Character
          </LinkButton>
        }
      />
      <CharactersToolbar
        search={search.draft}
        onSearchChange={search.setDraft}
        privacy={privacy ?? ''}
        onPrivacyChange={setPrivacy}
      />
      <CharactersResults
        filters={{ q: search.value || undefined, privacy }}
        onClearFilters={() => {
          search.clear();
          setPrivacy('');
        }}
      />
    </div>
  );
}
