import { UserPlus } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';
import { useCreateCharacter } from '../api/create-character';
import { BackToCharacters } from '../components/back-to-characters';
import { CharacterForm } from '../components/character-form';

/** Create a Character (/characters/create): the empty character form. */
export default function CharacterCreatePage() {
  const create = useCreateCharacter();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Create a Character"
        description="Give a new character a name, a voice, traits and a past."
        icon={UserPlus}
        eyebrow={<BackToCharacters />}
      />
      <CharacterForm save={create.mutateAsync} />
    </div>
  );
}
