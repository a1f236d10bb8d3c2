import type { SampleStory } from '@common/sample-stories';
import { paragraphsOf } from '@common/sample-stories';
import { countLabel } from '@common/plural';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { languageName } from '@common/story-labels';
import { AUDIENCE_CLAIMS, shownClaims } from '@common/landing-claims';
import { oneDecimal } from '../library/library.policy';
import { escapeMarkup as e } from './markup';
import type { PageView, SiteUrls } from './page-view';
import { tiptapToHtml } from './tiptap-html';
import { brandFooter, brandTop, isWhiteLabel, type PageBrand } from './brand-html';
import { storyLabelsHtml } from './story-labels-html';
import { BADGE, BUTTON, COVER_FRAME, DAY, H2, ICON, NEUTRAL } from './page-html-styles';
import type { StoryLabels } from '@common/schemas/story-labels';

/**
 * The main content of each public page as plain semantic HTML, for readers without JavaScript
 * and for crawlers. Every user-written string goes through escapeMarkup; nothing here carries a
 * script, a style attribute or an event handler.
 */

const paragraphs = (text: string) =>
  paragraphsOf(text)
    .map((p) => `<p>${e(p)}</p>`)
    .join('');

/** The site's name, or the author's on a white-labelled page (brand-html.ts). */
const nav = (urls: SiteUrls, brand?: PageBrand | null) =>
  isWhiteLabel(brand)
    ? `<header><nav aria-label="Site"><a href="${e(brand.home)}">${e(brand.author)}</a></nav></header>`
    : `<header><nav aria-label="Site"><a href="${e(urls.about)}">Inkforge</a></nav></header>`;

/** Wraps a page's content; `data-ssr=""` lets the shell's style hide it where scripts run (the SPA replaces it). */
export const page = (urls: SiteUrls, main: string, brand?: PageBrand | null) =>
  `<div data-ssr="">${nav(urls, brand)}<main>${main}</main></div>`;

/** The header's home link: Inkforge's mark and name, or on a white-labelled page the author's. */
function homeLink(urls: SiteUrls, brand?: PageBrand | null): string {
  const cls = 'flex shrink-0 items-center gap-2.5 rounded-lg pr-2';
  const name = 'font-display text-xl font-bold tracking-tight text-ink';
  if (!isWhiteLabel(brand))
    return (
      `<a href="${e(urls.about)}" class="${cls}">` +
      `<span aria-hidden="true" class="size-9 rounded-lg bg-accent"></span>` +
      `<span class="${name}">Inkforge</span></a>`
    );
  const logo = brand.brand.logoImage
    ? `<img src="${e(brand.brand.logoImage)}" alt="" class="size-9 rounded-lg object-contain">`
    : '';
  return `<a href="${e(brand.home)}" class="${cls}">${logo}<span class="${name}">${e(brand.author)}</span></a>`;
}

/**
 * Wraps a page drawn with the app's own classes (the built stylesheet has them: Tailwind scans
 * the server's sources too): the app's frame, header bar and main area. It stays on screen where
 * scripts run until the app's screen has its content (src/client/app/server-content.ts), so the
 * text paints with the HTML and the swap neither flashes nor moves what is in view. The shell puts
 * it before #root, not inside it, so the app's first render (a spinner) does not replace it.
 */
export const appPage = (urls: SiteUrls, main: string, brand?: PageBrand | null) =>
  `<div data-ssr="app" class="flex min-h-dvh flex-col bg-canvas text-ink">` +
  `<header class="sticky top-0 z-40 border-b border-line bg-surface/95 shadow-sm backdrop-blur">` +
  `<nav aria-label="Site" class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">` +
  `${homeLink(urls, brand)}</nav></header>` +
  `<main class="min-h-dvh flex-1">${main}</main></div>`;

/** Whether a page's body is drawn by appPage (the shell places it beside #root, not inside). */
export const isAppPage = (body: string) => body.startsWith('<div data-ssr="app"');

export type StoryBody = StoryLabels & {
  id: string;
  title: string;
  description: string;
  genre: string;
  status: string;
  author: string;
  coverImage: string | null;
  rating: number | null;
  ratingCount: number;
  viewCount: number;
  publishedAt: Date | null;
  /** Exclusive story (issue 25): a badge beside the rating, as on the app's story page. */
  exclusive: boolean;
  chapters: { id: string; title: string; wordCount: number }[];
};

/** The hero's figures (features/library/components/story-hero.tsx). */
function storyFigures(story: StoryBody): string {
  const figure = (label: string, value: string) =>
    `<div class="flex items-center gap-1.5 text-ink-muted"><dt class="flex items-center"><span class="sr-only">${label}</span>${ICON('size-4')}</dt><dd class="text-ink">${e(value)}</dd></div>`;
  const average = oneDecimal(story.rating);
  const rating =
    average === null
      ? '<span class="text-ink-muted">Not rated yet</span>'
      : `<span class="font-semibold text-ink">${average.toFixed(1)}</span><span class="text-ink-muted"> (${e(countLabel(story.ratingCount, 'rating'))})</span>`;
  const words = story.chapters.reduce((sum, c) => sum + c.wordCount, 0);
  return (
    `<dl class="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap">` +
    `<div class="flex items-center gap-1.5"><dt class="flex items-center"><span class="sr-only">Rating</span>${ICON('size-4 sm:hidden')}<span aria-hidden="true" class="hidden h-4 w-20 sm:inline-flex"></span></dt><dd class="whitespace-nowrap">${rating}</dd></div>` +
    figure('Views', countLabel(story.viewCount, 'view')) +
    figure('Words', countLabel(words, 'word')) +
    figure('Chapters', countLabel(story.chapters.length, 'chapter')) +
    (story.publishedAt ? figure('Published', DAY.format(story.publishedAt)) : '') +
    `</dl>`
  );
}

/**
 * A story page laid out like the app's (features/library: StoryHero, RatingPanel,
 * StoryDescription, ChapterList), as a guest sees it, at every width: what is in view paints at
 * the same place and size before and after the app takes over. The cover is fetched first.
 */
export function storyBody(urls: SiteUrls, story: StoryBody, brand?: PageBrand | null): string {
  const chapters = story.chapters.length
    ? `<ol class="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">${story.chapters
        .map(
          (c, i) =>
            `<li><a href="${e(urls.chapter(story.id, c.id))}" class="flex items-center gap-3 px-4 py-3">` +
            `<span class="w-8 shrink-0 text-right font-mono text-sm text-ink-muted">${i + 1}</span>` +
            `<span class="min-w-0 flex-1 truncate font-medium text-ink">${e(c.title || `Chapter ${i + 1}`)}</span>` +
            `<span class="hidden shrink-0 text-sm text-ink-muted sm:inline">${e(countLabel(c.wordCount, 'word'))}</span></a></li>`,
        )
        .join('')}</ol>`
    : '<p class="mt-3 text-ink-muted">No chapters.</p>';
  const cover = story.coverImage
    ? `<div class="${COVER_FRAME}"><img src="${e(urls.absolute(story.coverImage))}" alt="Cover of ${e(story.title)}" fetchpriority="high" class="size-full object-cover"></div>`
    : `<div aria-hidden="true" class="${COVER_FRAME} flex flex-col items-center justify-center gap-3 bg-hero p-4 text-center">` +
      `${ICON('size-10')}<span class="line-clamp-4 font-display text-lg font-semibold text-on-hero">${e(story.title)}</span></div>`;
  const signIn = `/login?redirectTo=${encodeURIComponent(`/library/${story.id}`)}`;
  const first = story.chapters[0];
  const actions =
    `<div class="mt-6"><div class="flex flex-wrap items-center gap-3">` +
    (first
      ? `<a href="${e(urls.chapter(story.id, first.id))}" class="${BUTTON} bg-accent text-on-accent shadow-sm">${ICON('size-5')}Start Reading</a>`
      : '') +
    `<a href="${e(signIn)}" class="${BUTTON} border border-line bg-surface text-ink">${ICON('size-5')}Sign in to bookmark</a></div></div>`;
  const description = paragraphsOf(story.description)
    .map((p) => `<p class="whitespace-pre-line">${e(p)}</p>`)
    .join('');
  const top = brand ? brandTop(brand, true) : '';
  const exclusiveBadge = story.exclusive
    ? `<span class="${BADGE} ${NEUTRAL}">${ICON('size-3')}Exclusive</span>`
    : '';
  const foot = brand ? brandFooter(brand) : '';
  return appPage(
    urls,
    `<article class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">` +
      (top ? `<div class="mb-8">${top}</div>` : '') +
      `<header class="grid gap-6 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">${cover}` +
      `<div class="min-w-0"><div class="flex flex-wrap gap-2">` +
      `<span class="${BADGE} border-accent/40 bg-accent/10 text-accent">${e(story.genre)}</span>` +
      `<span class="${BADGE} border-line bg-surface-muted text-ink">${e(story.status)}</span>` +
      `<span class="${BADGE} border-line bg-surface-muted text-ink">Rated ${e(story.contentRating)}</span>` +
      `<span class="${BADGE} border-line bg-surface-muted text-ink"><span lang="${e(story.language)}">${e(languageName(story.language))}</span></span>${exclusiveBadge}</div>` +
      `<h1 class="mt-3 font-display text-3xl font-bold tracking-tight break-words text-ink text-balance sm:text-4xl">${e(story.title)}</h1>` +
      `<p class="mt-2 text-lg text-ink-muted">by <a href="${e(urls.author(story.author))}" rel="author" class="font-semibold text-accent">${e(story.author)}</a></p>` +
      `${storyLabelsHtml(story)}${storyFigures(story)}${actions}</div></header>` +
      `<div class="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]"><div class="min-w-0 space-y-12">` +
      `<section><h2 class="${H2}">About this story</h2><div class="mt-3 space-y-4 font-reading text-lg leading-8 text-ink">${description}</div></section>` +
      `<section><h2 class="${H2}">Chapters</h2>${chapters}</section>` +
      `<p><a href="${e(urls.storyFeed(story.id))}" class="text-accent underline">Follow new chapters (Atom feed)</a></p></div>` +
      `<aside class="order-first space-y-6 lg:order-none"><section class="rounded-2xl border border-line bg-surface p-5 shadow-sm">` +
      `<h2 class="font-display text-lg font-semibold text-ink">Rate this story</h2>` +
      `<p class="mt-2 text-sm text-ink-muted"><a href="${e(signIn)}" class="font-semibold text-accent">Sign in</a> to rate, review and comment.</p>` +
      `</section></aside></div>` +
      (foot ? `<div class="mt-12">${foot}</div>` : '') +
      `</article>`,
    brand,
  );
}

export type ChapterBody = {
  storyId: string;
  storyTitle: string;
  author: string;
  title: string;
  position: number;
  content: unknown;
  prevChapterId: string | null;
  nextChapterId: string | null;
  /** Set for a chapter of an exclusive story a guest may not read (issue 25): shown instead of its text. */
  lockedNote?: string;
};

export function chapterBody(urls: SiteUrls, chapter: ChapterBody, brand?: PageBrand | null): string {
  const link = (id: string | null, label: string, rel: string) =>
    id ? `<a href="${e(urls.chapter(chapter.storyId, id))}" rel="${rel}">${label}</a> ` : '';
  return page(
    urls,
    (brand ? brandTop(brand, true) : '') +
      `<article><p><a href="${e(urls.story(chapter.storyId))}">${e(chapter.storyTitle)}</a> by ` +
      `<a href="${e(urls.author(chapter.author))}" rel="author">${e(chapter.author)}</a></p>` +
      `<h1>${e(chapter.title || `Chapter ${chapter.position}`)}</h1>` +
      (chapter.lockedNote === undefined
        ? tiptapToHtml(chapter.content)
        : `<p>${e(chapter.lockedNote)}. <a href="${e(urls.absolute(UPGRADE_URL))}">See the plans</a></p>`) +
      `<nav aria-label="Chapters">${link(chapter.prevChapterId, 'Previous chapter', 'prev')}${link(chapter.nextChapterId, 'Next chapter', 'next')}</nav></article>` +
      (brand ? brandFooter(brand) : ''),
    brand,
  );
}

export type AuthorBody = {
  username: string;
  bio: string;
  stories: { id: string; title: string; description: string; genre: string }[];
};

export function authorBody(urls: SiteUrls, author: AuthorBody, brand?: PageBrand | null): string {
  const stories = author.stories.length
    ? `<ul>${author.stories
        .map(
          (s) =>
            `<li><h3><a href="${e(urls.story(s.id))}">${e(s.title)}</a></h3><p>${e(s.genre)}</p>${paragraphs(s.description)}</li>`,
        )
        .join('')}</ul>`
    : '<p>No published stories yet.</p>';
  return page(
    urls,
    (brand ? brandTop(brand) : '') +
      `<article><h1>${e(author.username)}</h1>${paragraphs(author.bio)}` +
      `<section><h2>Stories</h2>${stories}</section>` +
      `<p><a href="${e(urls.authorFeed(author.username))}">Follow this author (Atom feed)</a></p></article>` +
      (brand ? brandFooter(brand) : ''),
    brand,
  );
}

export function sampleBody(urls: SiteUrls, story: SampleStory): string {
  return page(
    urls,
    `<article><h1>${e(story.title)}</h1><p>by ${e(story.author)} · ${e(story.genre)}</p>` +
      `<blockquote><p>${e(story.excerpt)}</p></blockquote>${paragraphs(story.description)}` +
      `<p><a href="/register">Join Inkforge</a> to keep reading.</p></article>`,
  );
}

export const ABOUT_TITLE = 'Inkforge · Forge worlds. Write legends.';
export const ABOUT_DESCRIPTION =
  'Inkforge: write stories, build characters and worlds, write together, read and discuss.';

export function aboutBody(urls: SiteUrls, samples: readonly SampleStory[]): string {
  return page(
    urls,
    `<h1>Forge worlds. Write legends.</h1><p>${e(ABOUT_DESCRIPTION)}</p>` +
      // What the landing page claims, only what is delivered (common/landing-claims.ts).
      AUDIENCE_CLAIMS.map(
        (a) =>
          `<section><h2>${e(a.title)}</h2><ul>${shownClaims(a.points)
            .map((point) => `<li>${e(point)}</li>`)
            .join('')}</ul></section>`,
      ).join('') +
      `<section><h2>Sample stories</h2><ul>${samples
        .map(
          (s) =>
            `<li><a href="${e(urls.sample(s.id))}">${e(s.title)}</a> by ${e(s.author)}<p>${e(s.excerpt)}</p></li>`,
        )
        .join('')}</ul></section>` +
      `<p><a href="/register">Join Inkforge</a> · <a href="${e(urls.libraryFeed)}">Newest stories (Atom feed)</a></p>`,
  );
}

/**
 * Marks what the server put into <head> for this one page; the app drops it (and resets the
 * title) on its first navigation (src/client/app/server-head.ts).
 */
export const SSR_HEAD = 'data-ssr-head';

/** The tags of <head> a page adds to the shell (title and description replace the shell's). */
export function headTags(view: PageView): string {
  const og = (property: string, content: string) =>
    `<meta property="${property}" content="${e(content)}" ${SSR_HEAD}>`;
  const tw = (name: string, content: string) => `<meta name="${name}" content="${e(content)}" ${SSR_HEAD}>`;
  return [
    `<link rel="canonical" href="${e(view.canonical)}" ${SSR_HEAD}>`,
    og('og:site_name', 'Inkforge'),
    og('og:type', view.type),
    og('og:title', view.title),
    og('og:description', view.description),
    og('og:url', view.canonical),
    ...(view.image ? [og('og:image', view.image), og('og:image:alt', view.title)] : []),
    tw('twitter:card', view.image ? 'summary_large_image' : 'summary'),
    tw('twitter:title', view.title),
    tw('twitter:description', view.description),
    ...(view.image ? [tw('twitter:image', view.image)] : []),
    ...view.feeds.map(
      (f) =>
        `<link rel="alternate" type="application/atom+xml" title="${e(f.title)}" href="${e(f.href)}" ${SSR_HEAD}>`,
    ),
  ].join('\n    ');
}
