import { textOnAccent } from '@common/author-brand';
import type { EmbedView } from './embed.service';
import { escapeMarkup as e } from './markup';
import type { SiteUrls } from './page-view';
import { tiptapToHtml } from './tiptap-html';

/**
 * The reader widget's page: a whole small document (no scripts, its own styles), made to sit in
 * a frame on the author's site. The author's accent is a validated #rrggbb colour, drawn with the
 * Classic theme's text colour that reads on it (checked for every theme when saved). Links that
 * leave the widget open a new tab; the chapter links stay in the frame. With white-label on
 * nothing names Inkforge; otherwise one small link says where the story lives.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 Georgia,'Times New Roman',serif;color:#2a1c12;background:#fdf8f0}
a{color:inherit}
.top{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:#efe4d2}
.top img{width:2.5rem;height:2.5rem;object-fit:contain;border-radius:.5rem;background:#fff}
.top h1{font-size:1.15rem;line-height:1.3;margin:0}
.top p{margin:0;font-size:.85rem}
main{max-width:42rem;margin:0 auto;padding:1rem 1.25rem 2rem}
main h2{font-size:1.4rem;margin:.5rem 0 1rem}
main img{max-width:100%;height:auto}
blockquote{margin:0 0 1rem;padding-left:1rem;border-left:3px solid currentColor;font-style:italic}
nav.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:2rem;font-family:system-ui,sans-serif;font-size:.9rem}
details{font-family:system-ui,sans-serif;font-size:.9rem;margin-bottom:1rem}
details ol{padding-left:1.5rem}
footer{padding:.75rem 1rem;font-family:system-ui,sans-serif;font-size:.85rem;background:#efe4d2;display:flex;flex-wrap:wrap;gap:.5rem 1rem;justify-content:space-between}
footer nav{display:flex;gap:1rem}
`;

function page(title: string, body: string, accent: string | null): string {
  const branded = accent
    ? `.top,footer{background:${accent};color:${textOnAccent(accent, 'classic').colour}}`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${e(title)}</title>` +
    `<style>${STYLE}${branded}</style></head><body>${body}</body></html>`
  );
}

/** The widget for a story nobody may read here (not published, or no such chapter). */
export function embedNotFoundHtml(): string {
  return page(
    'Story not found',
    `<main><h2>Story not found</h2><p>There is nothing to read here.</p></main>`,
    null,
  );
}

export function embedHtml(urls: SiteUrls, view: EmbedView): string {
  const { story, chapters, chapter, brand } = view;
  const inFrame = (id: string) =>
    `/embed/stories/${encodeURIComponent(story.id)}?chapter=${encodeURIComponent(id)}`;
  const out = (href: string, label: string) =>
    `<a href="${e(href)}" target="_blank" rel="noopener">${label}</a>`;
  const prev = chapters[chapter.position - 2];
  const next = chapters[chapter.position];
  const whiteLabel = Boolean(brand?.whiteLabel);
  const logo = brand?.logoImage ? `<img src="${e(urls.absolute(brand.logoImage))}" alt="">` : '';
  const top =
    `<header class="top" data-testid="embed-top">${logo}<div>` +
    `<h1>${out(urls.story(story.id), e(story.title))}</h1><p>by ${e(story.author)}</p></div></header>`;
  const contents =
    `<details><summary>Chapters</summary><ol>` +
    chapters.map((c) => `<li><a href="${e(inFrame(c.id))}">${e(c.title)}</a></li>`).join('') +
    `</ol></details>`;
  const pager =
    `<nav class="pager" aria-label="Chapters">` +
    (prev ? `<a href="${e(inFrame(prev.id))}" rel="prev">Previous chapter</a>` : '<span></span>') +
    (next ? `<a href="${e(inFrame(next.id))}" rel="next">Next chapter</a>` : '<span></span>') +
    `</nav>`;
  const links = [
    brand?.siteUrl ? out(brand.siteUrl, 'Website') : '',
    brand?.newsletterUrl ? out(brand.newsletterUrl, 'Newsletter') : '',
    whiteLabel ? '' : out(urls.story(story.id), 'Read on Inkforge'),
  ].filter(Boolean);
  const footer =
    brand?.footerLine || links.length
      ? `<footer data-testid="embed-footer"><span>${e(brand?.footerLine ?? '')}</span><nav>${links.join('')}</nav></footer>`
      : '';
  const title = `${chapter.title} · ${story.title}${whiteLabel ? '' : ' · Inkforge'}`;
  return page(
    title,
    `${top}<main>${contents}<article><h2>${e(chapter.title)}</h2>${tiptapToHtml(chapter.content)}</article>${pager}</main>${footer}`,
    brand?.accentColor ?? null,
  );
}
