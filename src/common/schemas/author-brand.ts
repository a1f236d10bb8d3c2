import { z } from 'zod';
import { accentRefusal, HEX_COLOUR } from '../author-brand';

/**
 * GET/PUT /api/v1/me/brand (issue 27, item 4): a Master Weaver's brand for their public author
 * page and their stories' pages. Images are the author's own uploads (profile-images bucket); the
 * accent must keep AA contrast in every theme (common/author-brand.ts); links are https only.
 * White-label hides Inkforge's marks on those pages and their exports, and opens the embeddable
 * reader widget to the listed domains.
 */
export const BRAND_FOOTER_MAX = 140;
export const BRAND_EMBED_DOMAINS_MAX = 10;

export const BRAND_MESSAGES = {
  accent: 'The accent colour must be a hex colour like #7a1f5c',
  footer: `The footer line can be at most ${BRAND_FOOTER_MAX} characters`,
  https: 'Links must be https:// addresses',
  image: 'Invalid image URL',
  domain:
    'Each site allowed to embed must be an https origin like https://blog.example.com (no path); a bare host name means https',
  domains: `At most ${BRAND_EMBED_DOMAINS_MAX} allowed domains`,
  saved: 'Brand saved',
} as const;

const httpsUrl = z
  .string()
  .trim()
  .max(500, BRAND_MESSAGES.https)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, BRAND_MESSAGES.https);

const image = z.string().min(1, BRAND_MESSAGES.image).max(1000, BRAND_MESSAGES.image);

/** A host name (lowercase letters, digits, hyphens, dots; at least one dot), optionally with a port. */
const HOST = /^(?=.{1,253}(:\d{1,5})?$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$/;
/** A loopback origin over plain http (an author previewing the widget on their own machine). */
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * A site allowed to frame the author's reader widget, as the origin the browser compares with
 * CSP frame-ancestors: https://host[:port]. A bare host (what older saves hold) means https; plain
 * http only for loopback, which no one but the author's own machine can serve. Null when invalid.
 */
export function embedOrigin(value: string): string | null {
  const v = value.trim().toLowerCase().replace(/\/+$/, '');
  if (LOOPBACK.test(v)) return v;
  const host = v.startsWith('https://') ? v.slice('https://'.length) : v;
  return HOST.test(host) ? `https://${host}` : null;
}

export const accentColourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR, BRAND_MESSAGES.accent)
  .superRefine((value, ctx) => {
    const refusal = HEX_COLOUR.test(value) ? accentRefusal(value) : null;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

export const authorBrandInputSchema = z.object({
  logoImage: image.nullable(),
  bannerImage: image.nullable(),
  accentColor: accentColourSchema.nullable(),
  footerLine: z.string().trim().max(BRAND_FOOTER_MAX, BRAND_MESSAGES.footer).nullable(),
  siteUrl: httpsUrl.nullable(),
  newsletterUrl: httpsUrl.nullable(),
  whiteLabel: z.boolean(),
  embedDomains: z
    .array(
      z
        .string()
        .max(300, BRAND_MESSAGES.domain)
        .transform((value, ctx) => {
          const origin = embedOrigin(value);
          if (origin === null) ctx.addIssue({ code: 'custom', message: BRAND_MESSAGES.domain });
          return origin ?? value;
        }),
    )
    .max(BRAND_EMBED_DOMAINS_MAX, BRAND_MESSAGES.domains),
});
export type AuthorBrandInput = z.input<typeof authorBrandInputSchema>;

export const authorBrandSchema = z.object({
  logoImage: z.string().nullable(),
  bannerImage: z.string().nullable(),
  accentColor: z.string().nullable(),
  footerLine: z.string().nullable(),
  siteUrl: z.string().nullable(),
  newsletterUrl: z.string().nullable(),
  whiteLabel: z.boolean(),
  embedDomains: z.array(z.string()),
});
export type AuthorBrand = z.infer<typeof authorBrandSchema>;

/** The brand as the public sees it on the author page (the embed hosts are the author's own business). */
export const publicBrandSchema = authorBrandSchema.omit({ embedDomains: true });
export type PublicBrand = z.infer<typeof publicBrandSchema>;

export const EMPTY_BRAND: AuthorBrand = {
  logoImage: null,
  bannerImage: null,
  accentColor: null,
  footerLine: null,
  siteUrl: null,
  newsletterUrl: null,
  whiteLabel: false,
  embedDomains: [],
};

/** GET /api/v1/me/brand: the saved brand, and whether the caller's plan includes branding (else why not). */
export const myBrandSchema = z.object({
  brand: authorBrandSchema,
  included: z.boolean(),
  whiteLabelIncluded: z.boolean(),
  refusal: z.string().nullable(),
});
export type MyBrand = z.infer<typeof myBrandSchema>;
