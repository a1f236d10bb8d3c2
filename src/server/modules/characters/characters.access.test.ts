import { eq } from 'drizzle-orm';
import { buildCharacter } from '../../db/factories.test-support';
import { characters } from '../../db/schema/index';
import { describeAccessMatrix } from '../worlds/access-matrix.test-support';

describeAccessMatrix({
  label: 'characters',
  base: '/api/v1/characters',
  notFoundMessage: 'Character not found',
  hidden: ['Semi-Private', 'Private', 'Secret'],
  listed: ['Public'],
  createBody: { name: 'Matrix character' },
  build: (t, ownerId, privacyLevel) => buildCharacter(t.database.db, ownerId, { privacyLevel }),
  async storedName(t, id) {
    const [row] = await t.database.db
      .select({ name: characters.name })
      .from(characters)
      .where(eq(characters.id, id));
    return row?.name;
  },
});
