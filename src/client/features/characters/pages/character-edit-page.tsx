import type { ReactNode } from 'react';
import { LayoutTemplate, UserPen, UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useCharacter } from '../api/get-character';
import { useDeleteCharacter } from '../api/delete-character';
import { useUpdateCharacter } from '../api/update-character';
import { BackToCharacters } from '../components/back-to-characters';
import { CharacterForm } from '../components/character-form';

/** Edit Character (/characters/:characterId/edit): the form filled with the saved character, and Delete. */
export default function CharacterEditPage() {
  const { characterId = '' } = useParams();
  const character = useCharacter(characterId);
  const update = useUpdateCharacter(characterId);
  const remove = useDeleteCharacter(characterId);

  const frame = (body: ReactNode, title = 'Edit Character', actions?: ReactNode) => (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={title} icon={UserPen} eyebrow={<BackToCharacters />} actions={actions} />
      {body}
    </div>
  );

  if (character.isPending) return <PageLoading />;
  if (character.isError) {
    if (character.error instanceof ApiError && character.error.status === 404) {
      return frame(
        <EmptyState
          icon={UserX}
          title="Character not found"
          description="It may have been deleted, or it is not one of yours."
          action={<LinkButton to="/characters">Back to My Characters</LinkButton>}
        />,
      );
    }
    return frame(
      <LoadError
        message={`Failed to load character: ${character.error.message}`}
        onRetry={() => void character.refetch()}
        retrying={character.isFetching}
      />,
    );
  }
  if (!character.data.abilities.update) {
    return frame(
      <EmptyState
        icon={UserX}
        title="You cannot edit this character"
        description="Only its owner may change it."
        action={<LinkButton to="/characters">Back to My Characters</LinkButton>}
      />,
    );
  }
  return frame(
    <CharacterForm
      key={character.data.id}
      character={character.data}
      save={update.mutateAsync}
      remove={character.data.abilities.delete ? remove.mutateAsync : undefined}
    />,
    `Edit ${character.data.name}`,
    <LinkButton to={`/marketplace/upload?from=character:${character.data.id}`} variant="secondary">
      <LayoutTemplate aria-hidden="true" className="size-4" />
      Publish as template
    </LinkButton>,
  );
}
