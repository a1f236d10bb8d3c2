import { can } from '@common/entitlements';
import { EMPTY_BRAND, type AuthorBrand, type MyBrand } from '@common/schemas/author-brand';
import type { UploadedImages } from '../worlds/workspace-rules';
import type { AuthorBrandRepository } from './author-brand.repository';
import { assertBrandImage, assertMayBrand, brandRefusal } from './author-brand.policy';

type Caller = { id: string; subscriptionTier: string };

/** The brand settings of the signed-in author (GET/PUT /api/v1/me/brand). */
export function createAuthorBrandService(repo: AuthorBrandRepository, images: UploadedImages) {
  async function mine(caller: Caller): Promise<MyBrand> {
    const tier = caller.subscriptionTier;
    return {
      brand: (await repo.find(caller.id)) ?? EMPTY_BRAND,
      included: can(tier, 'customBranding'),
      whiteLabelIncluded: can(tier, 'whiteLabel'),
      refusal: brandRefusal(tier),
    };
  }

  return {
    mine,

    /**
     * Replaces the brand. Every check runs before anything is written; a replaced or removed
     * logo or banner of the author's is deleted from storage afterwards.
     */
    async save(caller: Caller, input: AuthorBrand): Promise<MyBrand> {
      assertMayBrand(caller.subscriptionTier, input.whiteLabel);
      const saved = (await repo.find(caller.id)) ?? EMPTY_BRAND;
      assertBrandImage(images, input.logoImage, saved.logoImage, caller.id, 'logoImage');
      assertBrandImage(images, input.bannerImage, saved.bannerImage, caller.id, 'bannerImage');
      const brand: AuthorBrand = {
        ...input,
        footerLine: input.footerLine || null,
        embedDomains: [...new Set(input.embedDomains)],
      };
      await repo.save(caller.id, brand);
      for (const old of [saved.logoImage, saved.bannerImage]) {
        if (old && old !== brand.logoImage && old !== brand.bannerImage) await images.remove(old, caller.id);
      }
      return mine(caller);
    },
  };
}
