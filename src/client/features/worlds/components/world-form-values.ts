import type { z } from 'zod';
import type { TECHNOLOGY_LEVELS, WorldPrivacy } from '@common/constants';
import type { World, WorldInput, worldInputSchema } from '@common/schemas/world';
import type { WorldGenre } from '../api/world-keys';

type TechnologyLevel = (typeof TECHNOLOGY_LEVELS)[number];

/** What the world form holds while editing: plain strings ('' for empty or "not chosen"). */
export type WorldFormValues = {
  name: string;
  description: string;
  /** '' until chosen: the schema then answers 'Choose a genre'. */
  genre: WorldGenre | '';
  technologyLevel: TechnologyLevel | null;
  worldImage: string | null;
  geography: string;
  cultures: string;
  history: string;
  rulesSystem: string;
  privacyLevel: WorldPrivacy;
  /** The group a 'Group Only' world is shared with (null for none). */
  sharedGroupId: string | null;
};

/** The four long lore sections, in the order the form shows them. */
export const LORE_FIELDS = ['geography', 'cultures', 'history', 'rulesSystem'] as const;
export type LoreField = (typeof LORE_FIELDS)[number];

/** The form's values once worldInputSchema has checked and trimmed them. */
export type WorldFormOutput = z.output<typeof worldInputSchema>;

/** The form's starting values: the world being edited, or a blank Private world (SPEC section 5). */
export function worldFormValues(world?: World): WorldFormValues {
  return {
    name: world?.name ?? '',
    description: world?.description ?? '',
    genre: (world?.genre as WorldGenre | undefined) ?? '',
    technologyLevel: (world?.technologyLevel as TechnologyLevel | null | undefined) ?? null,
    worldImage: world?.worldImage ?? null,
    geography: world?.geography ?? '',
    cultures: world?.cultures ?? '',
    history: world?.history ?? '',
    rulesSystem: world?.rulesSystem ?? '',
    privacyLevel: (world?.privacyLevel as WorldPrivacy | undefined) ?? 'Private',
    sharedGroupId: world?.sharedGroupId ?? null,
  };
}

const orNull = (text: string | null | undefined) => (text ? text : null);

/** The request body: lore sections left empty are saved as "none" (null), not as ''. */
export function worldRequestBody(values: WorldFormOutput): WorldInput {
  return {
    ...values,
    technologyLevel: values.technologyLevel ?? null,
    worldImage: values.worldImage ?? null,
    geography: orNull(values.geography),
    cultures: orNull(values.cultures),
    history: orNull(values.history),
    rulesSystem: orNull(values.rulesSystem),
    sharedGroupId: values.privacyLevel === 'Group Only' ? (values.sharedGroupId ?? null) : null,
  };
}
