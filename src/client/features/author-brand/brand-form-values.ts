import { authorBrandInputSchema, type AuthorBrand } from '@common/schemas/author-brand';

/** The brand form as typed: text fields as strings (empty means none), domains one per line. */
export type BrandFormValues = {
  logoImage: string | null;
  bannerImage: string | null;
  accentColor: string;
  footerLine: string;
  siteUrl: string;
  newsletterUrl: string;
  whiteLabel: boolean;
  embedDomains: string;
};

export const toFormValues = (brand: AuthorBrand): BrandFormValues => ({
  logoImage: brand.logoImage,
  bannerImage: brand.bannerImage,
  accentColor: brand.accentColor ?? '',
  footerLine: brand.footerLine ?? '',
  siteUrl: brand.siteUrl ?? '',
  newsletterUrl: brand.newsletterUrl ?? '',
  whiteLabel: brand.whiteLabel,
  embedDomains: brand.embedDomains.join('\n'),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const toBody = (values: BrandFormValues): AuthorBrand => ({
  logoImage: values.logoImage,
  bannerImage: values.bannerImage,
  accentColor: orNull(values.accentColor),
  footerLine: orNull(values.footerLine),
  siteUrl: orNull(values.siteUrl),
  newsletterUrl: orNull(values.newsletterUrl),
  whiteLabel: values.whiteLabel,
  embedDomains: values.embedDomains
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean),
});

/** The shared schema's messages per field (the first of each), before anything is sent. */
export function brandFieldErrors(values: BrandFormValues): Partial<Record<keyof BrandFormValues, string>> {
  const result = authorBrandInputSchema.safeParse(toBody(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof BrandFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof BrandFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
