import { ExternalLink, Mail } from 'lucide-react';
import type { PublicBrand } from '@common/schemas/author-brand';
import { textOnAccent } from '@common/author-brand';
import { useTheme } from '@client/app/theme';

/** The accent and the theme's text colour that reads on it (checked for every theme when saved). */
function useAccent(brand: PublicBrand) {
  const { activeTheme } = useTheme();
  if (!brand.accentColor) return null;
  return { backgroundColor: brand.accentColor, color: textOnAccent(brand.accentColor, activeTheme).colour };
}

/**
 * The top of a branded page: the banner, with the logo over it (`compact` on story pages and the
 * reader, where the story comes first). Drawn the same by the server (open-web brand-html.ts).
 */
export function AuthorBrandTop({
  brand,
  username,
  compact = false,
}: {
  brand: PublicBrand;
  username: string;
  compact?: boolean;
}) {
  const accent = useAccent(brand);
  if (!brand.bannerImage && !brand.logoImage && !accent) return null;
  return (
    <div
      data-testid="author-brand-top"
      className="relative overflow-hidden rounded-2xl border border-line"
      style={accent ?? undefined}
    >
      {brand.bannerImage ? (
        <img
          src={brand.bannerImage}
          alt=""
          className={`w-full object-cover ${compact ? 'h-20 sm:h-24' : 'h-32 sm:h-44'}`}
        />
      ) : (
        <div className={compact ? 'h-12 sm:h-14' : 'h-16 sm:h-20'} />
      )}
      {brand.logoImage ? (
        <img
          src={brand.logoImage}
          alt={`${username}'s logo`}
          className={`absolute left-4 rounded-xl border-2 border-surface bg-surface object-contain shadow ${compact ? 'bottom-2 size-10 sm:size-12' : 'bottom-3 size-16 sm:size-20'}`}
        />
      ) : null}
    </div>
  );
}

/** The foot of a branded author page: the footer line and the author's own site and newsletter. */
export function AuthorBrandFooter({ brand }: { brand: PublicBrand }) {
  const accent = useAccent(brand);
  if (!brand.footerLine && !brand.siteUrl && !brand.newsletterUrl) return null;
  const link = 'inline-flex items-center gap-1.5 font-semibold underline underline-offset-2';
  return (
    <footer
      data-testid="author-brand-footer"
      className={`flex flex-col gap-3 rounded-2xl px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between ${accent ? '' : 'border border-line bg-surface text-ink'}`}
      style={accent ?? undefined}
    >
      {brand.footerLine ? <p className="break-words">{brand.footerLine}</p> : <span />}
      <nav aria-label="Author's links" className="flex flex-wrap gap-4">
        {brand.siteUrl ? (
          <a href={brand.siteUrl} rel="noopener nofollow ugc" target="_blank" className={link}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Website
          </a>
        ) : null}
        {brand.newsletterUrl ? (
          <a href={brand.newsletterUrl} rel="noopener nofollow ugc" target="_blank" className={link}>
            <Mail aria-hidden="true" className="size-4" />
            Newsletter
          </a>
        ) : null}
      </nav>
    </footer>
  );
}
