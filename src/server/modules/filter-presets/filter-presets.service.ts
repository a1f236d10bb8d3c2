import type { z } from 'zod';
import type {
  FilterPreset,
  filterPresetInputSchema,
  filterPresetPatchSchema,
} from '@common/schemas/filter-presets';
import type { SessionUser } from '../../auth/session';
import { uniqueViolation } from '../../db/constraint-violation';
import { conflict } from '../../errors';
import { assertMaySavePresets, assertRoomForPreset, requireOwnPreset } from './filter-presets.policy';
import type { FilterPresetRow, FilterPresetsRepository } from './filter-presets.repository';

type Input = z.output<typeof filterPresetInputSchema>;
type Patch = z.output<typeof filterPresetPatchSchema>;

const toPreset = (row: FilterPresetRow): FilterPreset => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Only the parameters that say something: empty values are not kept. */
const kept = (filters: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));

/** A second preset of the same name (any case) is refused with the name. */
async function named<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'filter_presets_user_name_unique')
      throw conflict(`You already have a preset named "${name}"`);
    throw err;
  }
}

export function createFilterPresetsService(repo: FilterPresetsRepository) {
  return {
    async list(caller: SessionUser) {
      return { items: (await repo.list(caller.id)).map(toPreset) };
    },
    async create(caller: SessionUser, input: Input): Promise<FilterPreset> {
      assertMaySavePresets(caller);
      assertRoomForPreset(await repo.countOf(caller.id));
      return toPreset(await named(input.name, () => repo.create(caller.id, input.name, kept(input.filters))));
    },
    async update(caller: SessionUser, id: string, patch: Patch): Promise<FilterPreset> {
      assertMaySavePresets(caller);
      const row = await named(patch.name, () =>
        repo.update(caller.id, id, {
          name: patch.name,
          filters: patch.filters ? kept(patch.filters) : undefined,
        }),
      );
      return toPreset(requireOwnPreset(row));
    },
    async remove(caller: SessionUser, id: string): Promise<void> {
      requireOwnPreset(await repo.remove(caller.id, id));
    },
  };
}
