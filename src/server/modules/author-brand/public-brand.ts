import { can } from '@common/entitlements';
import { embedOrigin, type AuthorBrand, type PublicBrand } from '@common/schemas/author-brand';
import type { Db } from '../../db/client';
import { createAuthorBrandRepository } from './author-brand.repository';

/**
 * What the public sees of an author's brand (issue 27, item 4), decided here for every page that
 * shows it (author page, story page, reader, server-rendered copies, embed widget, exports):
 * - nothing unless the author's plan includes custom branding (a downgrade keeps the row unseen);
 * - white-label only while the plan includes it as well and the author turned it on;
 * - the embed origins only on a plan with white-label (the widget is part of it); never shown.
 */
export function shownBrand(tier: string, brand: AuthorBrand): PublicBrand | null {
  if (!can(tier, 'customBranding')) return null;
  const { embedDomains: _hosts, ...shown } = brand;
  return { ...shown, whiteLabel: brand.whiteLabel && can(tier, 'whiteLabel') };
}

/** The origins that may frame the author's widget (CSP frame-ancestors); empty means none. */
export function embedOrigins(tier: string, brand: AuthorBrand): string[] {
  if (!can(tier, 'whiteLabel')) return [];
  return [...new Set(brand.embedDomains.map(embedOrigin).filter((o): o is string => o !== null))];
}

export type AuthorPresentation = { brand: PublicBrand | null; embedOrigins: string[] };

/** Reads an author's brand once and tells what the public pages show of it. */
export function createPublicBrands(db: Db) {
  const repo = createAuthorBrandRepository(db);
  return {
    async of(authorId: string): Promise<AuthorPresentation> {
      const found = await repo.findWithTier(authorId);
      if (!found) return { brand: null, embedOrigins: [] };
      return {
        brand: shownBrand(found.tier, found.brand),
        embedOrigins: embedOrigins(found.tier, found.brand),
      };
    },
  };
}

export type PublicBrands = ReturnType<typeof createPublicBrands>;
