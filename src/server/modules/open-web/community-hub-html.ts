import { COMMUNITY_CATEGORIES } from '@common/constants';
import { compactCountLabel } from '@common/plural';
import type { LibrarySearchPage, LibraryStoryCard } from '@common/schemas/library';
import { icon, inlineSelect, searchField } from './app-controls-html';
import { escapeMarkup as e } from './markup';
import { appPage } from './page-html';
import { BADGE, BUTTON_BASE, BUTTON_MD, NEUTRAL, SECONDARY } from './page-html-styles';
import type { SiteUrls } from './page-view';
import { storyLabelsHtml } from './story-labels-html';

/**
 * /community as a browser first shows it (Discover Stories, no search, all categories), drawn
 * with the app's own classes: the page's header, the hub's tabs, the search and category filters
 * and the first cards of the list the app then asks for (features/community: CommunityPage,
 * CommunityTabs, StoriesTab, StoryCard). The Discover Stories list hands over once its list and
 * the session are here, so what is in view keeps its place and size; the community skeleton test
 * compares the two sides. Drawn as a guest sees it, for everyone (a signed-in member whose plan
 * creates groups or events gets those buttons from the app). Controls are `disabled` until the app
 * replaces them (links work), ids are prefixed `ssr-` and there are no test ids, so nothing answers
 * to the app's names twice. Every stored string goes through escapeMarkup.
 */

/** Cards drawn by the server: enough to fill the first screen at any width (the app draws the rest). */
export const SERVER_DRAWN_STORIES = 6;
/** Cards whose cover loads at once (the first row at the widest layout); the rest load lazily. */
const EAGER_COVERS = 3;

const TABS = [
  ['discover', 'Discover Stories'],
  ['groups', 'Find Groups'],
  ['templates', 'Templates'],
  ['leaderboards', 'Leaderboards'],
  ['events', 'Events'],
] as const;
const TAB = '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap';
const SECONDARY_BUTTON = `${BUTTON_BASE} ${SECONDARY} ${BUTTON_MD}`;

/** The hub's TabStrip (underline variant) with Discover Stories selected. */
function tabs(): string {
  const tab = ([id, label]: (typeof TABS)[number]) => {
    const on = id === 'discover';
    return (
      `<button type="button" role="tab" id="ssr-community-tab-${id}" aria-selected="${on}" aria-controls="ssr-community-panel" tabindex="${on ? 0 : -1}" disabled="" ` +
      `class="${TAB} ${on ? 'border-accent text-accent' : 'border-transparent text-ink-muted'}">${label}</button>`
    );
  };
  return (
    `<div role="tablist" aria-label="Community sections" class="relative -mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">` +
    `${TABS.map(tab).join('')}</div>`
  );
}

function filters(): string {
  return (
    `<div class="mb-6 flex flex-col gap-3 sm:flex-row">` +
    searchField('ssr-community-q', 'Search the community', 'Search by name, title or description', 'flex-1') +
    inlineSelect(
      'ssr-community-category',
      'Category',
      ['All', ...COMMUNITY_CATEGORIES].map((c) => [c, c] as const),
      'All',
      'sm:w-56',
    ) +
    `</div>`
  );
}

/** One card as StoryCard draws it (features/community/components/story-card.tsx). */
function card(s: LibraryStoryCard, index: number): string {
  const titleId = `ssr-story-${index}`;
  const cover = s.coverImage
    ? `<img src="${e(s.coverImage)}" alt=""${index < EAGER_COVERS ? (index === 0 ? ' fetchpriority="high"' : '') : ' loading="lazy"'} class="size-full object-cover">`
    : icon('absolute right-4 bottom-3 size-10 text-on-hero-muted/70');
  const exclusive = s.exclusive
    ? `<span class="${BADGE} ${NEUTRAL} bg-surface">${icon('size-3')}Exclusive</span>`
    : '';
  const figure = (text: string) =>
    `<span class="flex items-center gap-1">${icon('size-3.5')}${e(text)}</span>`;
  return (
    `<li class="flex"><article aria-labelledby="${titleId}" class="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">` +
    `<div class="relative h-28 shrink-0 bg-linear-to-br from-hero to-hero-deep">${cover}` +
    `<div class="absolute top-3 left-3 flex flex-wrap gap-1.5"><span class="${BADGE} border-transparent bg-accent text-on-accent"><span class="sr-only">Genre: </span>${e(s.genre)}</span>${exclusive}</div></div>` +
    `<div class="flex flex-1 flex-col p-5">` +
    `<h3 id="${titleId}" class="font-display text-lg leading-snug font-semibold break-words text-ink">${e(s.title)}</h3>` +
    `<p class="mt-0.5 text-sm text-ink-muted">by ${e(s.authorUsername)} · Rated ${e(s.contentRating)}</p>` +
    (s.description ? `<p class="mt-3 line-clamp-3 text-sm text-ink">${e(s.description)}</p>` : '') +
    storyLabelsHtml(s, true) +
    `<p class="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">` +
    figure(s.rating === null ? 'No ratings' : s.rating.toFixed(1)) +
    figure(compactCountLabel(s.viewCount, 'view')) +
    `<span>${e(compactCountLabel(s.wordCount, 'word'))}</span></p>` +
    `<div class="mt-auto pt-5"><a href="/library/${e(s.id)}" class="${SECONDARY_BUTTON} w-full">Read Story</a></div>` +
    `</div></article></li>`
  );
}

/**
 * The whole page; `page` is Discover Stories' first page as the app reads it (at least one story).
 * 'See all stories' shows only when every card of the page is drawn (else it sits below the cards
 * the app adds, out of the first screen).
 */
export function communityBody(urls: SiteUrls, page: LibrarySearchPage): string {
  const drawn = page.items.slice(0, SERVER_DRAWN_STORIES);
  const seeAll =
    page.nextCursor && drawn.length === page.items.length
      ? `<div class="flex justify-center"><a href="/community/stories" class="${SECONDARY_BUTTON}">See all stories${icon('size-4')}</a></div>`
      : '';
  return appPage(
    urls,
    `<div class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">` +
      `<header class="mb-8"><div class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">` +
      `<div class="flex min-w-0 items-start gap-4">` +
      icon(
        'hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent sm:flex',
      ) +
      `<div class="min-w-0"><h1 class="font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">Community Hub</h1>` +
      `<p class="mt-1.5 max-w-2xl text-ink-muted">Discover stories, find groups, share templates, climb the leaderboard and join events.</p></div></div>` +
      // The app's place for Create Group and Create Event, empty for a guest.
      `<div class="flex shrink-0 flex-wrap gap-3"></div></div></header>` +
      `${tabs()}<div class="pt-6">${filters()}` +
      `<div role="tabpanel" id="ssr-community-panel" aria-labelledby="ssr-community-tab-discover"><div class="space-y-5">` +
      `<ul aria-label="Stories" class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${drawn.map(card).join('')}</ul>` +
      `${seeAll}</div></div></div></div>`,
  );
}
