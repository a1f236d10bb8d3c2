import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AuthorBrand } from '@common/schemas/author-brand';
import type { Db } from '../../db/client';
import { authorBrands, users } from '../../db/schema/index';
import { withFastRows } from '../../db/fast-rows';

/** The author_brands rows: one per author, read and replaced whole. */
export function createAuthorBrandRepository(db: Db) {
  // Read on every public story page: built once and prepared, not rebuilt per request.
  // Flat columns (no nested `brand` object), so it gets fast rows.
  const { userId: _userColumn, updatedAt: _updatedColumn, ...brandColumns } = getTableColumns(authorBrands);
  const withTier = withFastRows(
    db
      .select({ ...brandColumns, authorTier: users.subscriptionTier })
      .from(authorBrands)
      .innerJoin(users, eq(users.id, authorBrands.userId))
      .where(eq(authorBrands.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('author_brand_with_tier'),
  );
  return {
    async find(userId: string): Promise<AuthorBrand | null> {
      const [row] = await db.select().from(authorBrands).where(eq(authorBrands.userId, userId)).limit(1);
      if (!row) return null;
      const { userId: _user, updatedAt: _at, ...brand } = row;
      return brand;
    },

    /** The author's brand with their plan (what the public pages may show depends on it). */
    async findWithTier(userId: string): Promise<{ brand: AuthorBrand; tier: string } | null> {
      const [row] = await withTier.execute({ userId });
      if (!row) return null;
      const { authorTier, ...brand } = row;
      return { brand, tier: authorTier };
    },

    async save(userId: string, brand: AuthorBrand): Promise<void> {
      const values = { ...brand, updatedAt: new Date() };
      await db
        .insert(authorBrands)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: authorBrands.userId, set: values });
    },
  };
}

export type AuthorBrandRepository = ReturnType<typeof createAuthorBrandRepository>;
