import { asc, eq } from 'drizzle-orm';
import { worlds } from '../schema/worlds';
import { createCustomTemplates } from '../../modules/marketplace/custom-templates';
import type { DemoUser, SeedContext } from './demo-seed-context';

/**
 * aria (Master Weaver) keeps her first world as a private template (issue 27), made by the same
 * code as 'Save as private template', so a newcomer sees one on her My Templates page. Takes no
 * draw from the demo's random source.
 */
export async function seedDemoPrivateTemplate(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const aria = people.find((p) => p.username === 'aria');
  if (!aria) return;
  const [world] = await ctx.tx
    .select({ id: worlds.id })
    .from(worlds)
    .where(eq(worlds.creator, aria.id))
    .orderBy(asc(worlds.name))
    .limit(1);
  if (world) await createCustomTemplates(ctx.tx).save(aria.id, 'world', world.id);
}
