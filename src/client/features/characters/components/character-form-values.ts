import type { z } from 'zod';
import type { CharacterPrivacy } from '@common/constants';
import type { Character, CharacterInput, characterInputSchema } from '@common/schemas/character';

/** What the character form holds while editing: plain strings ('' for empty), traits as a list. */
export type CharacterFormValues = {
  name: string;
  description: string;
  personalityTraits: string[];
  background: string;
  speakingStyle: string;
  voicePatterns: string;
  characterImage: string | null;
  privacyLevel: CharacterPrivacy;
  worldId: string | null;
};

/** The form's values once characterInputSchema has checked and trimmed them. */
export type CharacterFormOutput = z.output<typeof characterInputSchema>;

/** The form's starting values: the character being edited, or a blank Public character (SPEC section 5). */
export function characterFormValues(character?: Character): CharacterFormValues {
  return {
    name: character?.name ?? '',
    description: character?.description ?? '',
    personalityTraits: character?.personalityTraits ?? [],
    background: character?.background ?? '',
    speakingStyle: character?.speakingStyle ?? '',
    voicePatterns: character?.voicePatterns ?? '',
    characterImage: character?.characterImage ?? null,
    privacyLevel: (character?.privacyLevel as CharacterPrivacy | undefined) ?? 'Public',
    worldId: character?.worldId ?? null,
  };
}

const orNull = (text: string | null | undefined) => (text ? text : null);

/** The request body: optional texts left empty are saved as "none" (null), not as ''. */
export function characterRequestBody(values: CharacterFormOutput): CharacterInput {
  return {
    ...values,
    background: orNull(values.background),
    speakingStyle: orNull(values.speakingStyle),
    voicePatterns: orNull(values.voicePatterns),
    characterImage: values.characterImage ?? null,
    worldId: values.worldId ?? null,
  };
}
