import { eq } from 'drizzle-orm';
import { WORLD_PRIVACY } from '@common/constants';
import { buildWorld } from '../../db/factories.test-support';
import { worlds } from '../../db/schema/index';
import { describeAccessMatrix } from './access-matrix.test-support';
import { LISTED_WORLD_PRIVACY } from './worlds.policy';

describeAccessMatrix({
  label: 'worlds',
  base: '/api/v1/worlds',
  notFoundMessage: 'World not found',
  hidden: WORLD_PRIVACY.filter((p) => !LISTED_WORLD_PRIVACY.includes(p)),
  listed: ['Public', 'Marketplace'],
  createBody: { name: 'Matrix world', genre: 'Fantasy' },
  build: (t, ownerId, privacyLevel) => buildWorld(t.database.db, ownerId, { privacyLevel }),
  async storedName(t, id) {
    const [row] = await t.database.db.select({ name: worlds.name }).from(worlds).where(eq(worlds.id, id));
    return row?.name;
  },
});
