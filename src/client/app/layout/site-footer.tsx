import { Link } from 'react-router';
import { BrandMark } from '@client/components/ui/brand-mark';
import { useWhiteLabel } from '../site-chrome';
import { ThemeSelect } from './theme-select';

type FooterLink = { to: string; label: string };

const LEGAL_LINKS: FooterLink[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

const LINK_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { to: '/community', label: 'Community Hub' },
      { to: '/marketplace', label: 'Marketplace' },
      { to: '/subscription', label: 'Plans and Pricing' },
    ],
  },
  { title: 'Legal', links: LEGAL_LINKS },
];

const linkClass =
  'rounded text-sm text-ink-muted hover:text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

function LinkList({ links, className }: { links: FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A white-labelled author's pages (site-chrome.ts) carry no Inkforge marks, their own footer line
 * stands above; readers still find the terms, the privacy policy and the theme picker here.
 */
function WhiteLabelFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted" data-testid="white-label-footer">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-6 sm:px-6">
        <nav aria-label="Legal">
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
        </nav>
        <ThemeSelect />
      </div>
    </footer>
  );
}

/**
 * Site footer: what Inkforge is, links (terms and privacy among them) and the theme picker. On a
 * white-labelled author's pages only the legal links and the theme picker stay.
 */
export function SiteFooter() {
  const whiteLabel = useWhiteLabel();
  if (whiteLabel) return <WhiteLabelFooter />;
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr_auto]">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <span className="font-display text-lg font-bold text-ink">Inkforge</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-ink-muted">
            A forge for storytellers: write in chapters, shape characters and worlds, write with
            collaborators, and share your tales with readers who care.
          </p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-ink">{group.title}</h2>
            <LinkList links={group.links} className="mt-3 space-y-2" />
          </nav>
        ))}
        <ThemeSelect />
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-ink-muted sm:px-6">
          © {new Date().getFullYear()} Inkforge. Your stories stay yours.
        </p>
      </div>
    </footer>
  );
}
