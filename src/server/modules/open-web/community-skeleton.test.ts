import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@common/constants';
import type { LibrarySearchPage, LibraryStoryCard } from '@common/schemas/library';
import { communityKeys } from '@client/features/community/api/community-keys';
import CommunityPage from '@client/features/community/pages/community-page';
import { SERVER_DRAWN_STORIES, communityBody } from './community-hub-html';
import { siteUrls } from './page-view';
import { pageOutline, renderGuestScreen } from './app-screen.test-support';

/**
 * /community is drawn twice: by the server (community-hub-html.ts, shown at first paint) and by
 * the app's Community Hub, which replaces it once Discover Stories has its list. This test renders
 * the app's page with react-dom/server, as a guest sees it with the list loaded, and compares its
 * skeleton (elements, layout classes, text) with the server's: a change on one side that is not
 * made on the other fails here.
 */

let n = 0;
function story(over: Partial<LibraryStoryCard>): LibraryStoryCard {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    title: `The <Glass> Orchard ${n}`,
    description: 'A gardener grows glass trees & listens to them.',
    genre: 'Fantasy',
    status: 'Active',
    coverImage: '/uploads/covers/orchard.webp',
    authorUsername: 'mara',
    rating: 4.25,
    viewCount: 12_345,
    wordCount: 1_200,
    chapterCount: 3,
    publishedAt: '2026-03-04T10:00:00.000Z',
    exclusive: false,
    tags: [],
    contentRating: 'Teen',
    contentWarnings: [],
    language: 'en',
    ...over,
  };
}

const page = (items: LibraryStoryCard[], nextCursor: string | null = null): LibrarySearchPage => ({
  items,
  nextCursor,
  page: 1,
});

/** CommunityPage as a signed-out visitor's browser draws it on /community once `list` is loaded. */
const renderApp = (list: LibrarySearchPage) =>
  renderGuestScreen('/community', CommunityPage, (client) =>
    client.setQueryData(communityKeys.stories(undefined, PAGE_SIZES.community), list),
  );

const pageRoot = (html: string) => pageOutline(html, ['max-w-6xl', 'py-8']);

describe('the server-drawn Community Hub follows the app', () => {
  it('header, tabs, filters and every kind of story card match', () => {
    const list = page([
      story({}),
      story({ coverImage: null, rating: null, description: '', viewCount: 1, wordCount: 1 }),
      story({ exclusive: true, genre: 'Sci-Fi', contentRating: 'Mature' }),
      story({
        tags: [
          { slug: 'slow-burn', name: 'Slow burn' },
          { slug: 'found-family', name: 'Found family' },
        ],
        contentWarnings: ['Violence', 'Grief'],
      }),
      story({ contentWarnings: ['Violence'] }),
    ]);
    expect(pageRoot(communityBody(siteUrls(''), list))).toBe(pageRoot(renderApp(list)));
  });

  it("a list with more stories to see ends with 'See all stories', as the app's does", () => {
    const list = page([story({}), story({ tags: [{ slug: 'heist', name: 'Heist' }] })], 'next');
    const html = communityBody(siteUrls(''), list);
    expect(html).toContain('See all stories');
    expect(pageRoot(html)).toBe(pageRoot(renderApp(list)));
  });

  it(`draws the first ${SERVER_DRAWN_STORIES} cards of a longer list (the app adds the rest below)`, () => {
    const items = Array.from({ length: PAGE_SIZES.community }, () => story({}));
    const html = communityBody(siteUrls(''), page(items, 'next'));
    expect(html.match(/<article /g)).toHaveLength(SERVER_DRAWN_STORIES);
    // 'See all stories' would sit below the cards the app adds: the server leaves it to the app.
    expect(html).not.toContain('See all stories');
    // The first row's covers load at once, the first one first; later ones lazily.
    expect(html.match(/<img /g)).toHaveLength(SERVER_DRAWN_STORIES);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(SERVER_DRAWN_STORIES - 3);
    // Controls wait for the app; the card links work at once.
    expect(html.match(/<(button|input|select) [^>]*disabled=""/g)).toHaveLength(7);
    expect(html).toContain(`<a href="/library/${items[0]!.id}"`);
  });
});
