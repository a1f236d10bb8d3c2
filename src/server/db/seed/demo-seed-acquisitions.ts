import { and, eq, inArray, sql } from 'drizzle-orm';
import { entitlementsOf } from '@common/entitlements';
import { reviews, templateAcquisitions, templates } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

/**
 * Who holds the demo templates (template_acquisitions): every template reviewer downloaded
 * (free) or bought (paid) it, as the review rule requires, and a few more people downloaded free
 * ones. Reviews of a paid template by someone whose tier may not buy (readers, Free creators) are
 * dropped, so the demo never shows a purchase the rules forbid. Demo purchases carry no billing
 * payment (they were never charged), so they cannot be refunded. `downloads` stays as drawn.
 */
export async function seedDemoAcquisitions(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const { tx, random } = ctx;
  const mayBuy = new Set(
    people.filter((p) => entitlementsOf(p.tier).features.marketplacePurchases).map((p) => p.id),
  );
  const list = await tx
    .select({
      id: templates.id,
      creator: templates.creator,
      price: templates.price,
      status: templates.status,
    })
    .from(templates)
    .orderBy(templates.createdAt, templates.id);
  const byId = new Map(list.map((t) => [t.id, t]));
  const reviewRows = await tx
    .select({
      id: reviews.id,
      reviewer: reviews.reviewer,
      templateId: reviews.targetId,
      at: reviews.reviewDate,
    })
    .from(reviews)
    .where(eq(reviews.targetType, 'Template'))
    .orderBy(reviews.createdAt, reviews.id);

  const rows = new Map<string, typeof templateAcquisitions.$inferInsert>();
  const dropped: string[] = [];
  for (const r of reviewRows) {
    const t = byId.get(r.templateId);
    if (!t || !r.reviewer || r.reviewer === t.creator) continue;
    const paid = Number(t.price) > 0;
    if (paid && !mayBuy.has(r.reviewer)) {
      dropped.push(r.id);
      continue;
    }
    rows.set(`${t.id}:${r.reviewer}`, {
      templateId: t.id,
      userId: r.reviewer,
      kind: paid ? 'purchase' : 'download',
      amountCents: paid ? Math.round(Number(t.price) * 100) : 0,
      acquiredAt: new Date(r.at.getTime() - 24 * 60 * 60 * 1000),
    });
  }
  const freePublished = list.filter((t) => Number(t.price) === 0 && t.status === 'published');
  for (const person of people) {
    for (const t of random.sample(freePublished, random.int(0, 2))) {
      if (t.creator === person.id) continue;
      const key = `${t.id}:${person.id}`;
      if (!rows.has(key)) {
        rows.set(key, {
          templateId: t.id,
          userId: person.id,
          kind: 'download',
          acquiredAt: daysBefore(ctx, random.int(0, 120)),
        });
      }
    }
  }
  if (dropped.length > 0)
    await tx.delete(reviews).where(and(eq(reviews.targetType, 'Template'), inArray(reviews.id, dropped)));
  if (rows.size > 0) await tx.insert(templateAcquisitions).values([...rows.values()]);
  // A rating is the average of the reviews that remain, as the app keeps it; none without reviews
  // (a 4.9 beside '0 reviews' contradicted itself).
  await tx.execute(sql`update ${templates} t set rating = (
    select round(avg(r.overall_rating), 2) from ${reviews} r
     where r.target_type = 'Template' and r.target_id = t.template_id)`);
}
