import { createElement, type ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Tier } from '@common/constants';
import type { EventCard as Event } from '@common/schemas/events';
import type { LibraryStoryCard } from '@common/schemas/library';
import type { TemplateCard as Template } from '@common/schemas/marketplace';
import { renderScreen } from '@client/lib/render-screen.test-support';
import { currentUserKey } from '@client/lib/session';
import CommunityPage from '../pages/community-page';
import { CATEGORY_OPTIONS, matchText } from './community-filters';
import { CommunityLoadError } from './community-load-error';
import { COMMUNITY_TABS, tabHasFilters, toCommunityTab } from './community-tabs';
import { EventCard } from './event-card';
import { deadlineText, prizeText } from './event-format';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardTab } from './leaderboard-tab';
import { StoryCard } from './story-card';
import { CommunityTemplateCard } from './template-card';

/** Every text of SPEC section 2, Community Hub, as the components render it (server-rendered, no browser). */
function render(element: ReactElement, { url = '/', tier }: { url?: string; tier?: Tier } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(
    currentUserKey,
    tier
      ? {
          id: '00000000-0000-4000-8000-00000000000a',
          username: 'me',
          email: 'me@example.com',
          bio: '',
          profileImage: null,
          subscriptionTier: tier,
          isAdmin: false,
          joinDate: '2026-01-01',
          userLevel: 1,
          experiencePoints: 0,
        }
      : null,
  );
  return renderScreen(element, { client, url });
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const event = (over: Partial<Event> = {}): Event => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Flash Fiction Night',
  description: 'Write 500 words.',
  type: 'Writing Contest',
  status: 'Upcoming',
  startDate: '2026-12-01T10:00:00.000Z',
  endDate: '2026-12-02T10:00:00.000Z',
  deadline: null,
  location: 'Online',
  maxParticipants: 10,
  currentParticipants: 3,
  waitlistCount: 0,
  prize: null,
  wordGoal: null,
  creator: { id: '00000000-0000-4000-8000-000000000002', username: 'host', profileImage: null },
  viewer: { status: null, waitlistPosition: null },
  ...over,
});

describe('Community Hub texts', () => {
  it('has the tabs Discover Stories, Find Groups, Templates, Leaderboards, Events, the tab read from the address', () => {
    expect(COMMUNITY_TABS.map((t) => t.label)).toEqual([
      'Discover Stories',
      'Find Groups',
      'Templates',
      'Leaderboards',
      'Events',
    ]);
    expect(toCommunityTab('events')).toBe('events');
    expect(toCommunityTab(null)).toBe('discover');
    expect(toCommunityTab('nonsense')).toBe('discover');
    const page = text(render(createElement(CommunityPage), { url: '/community?tab=events' }));
    expect(page).toContain('Discover Stories Find Groups Templates Leaderboards Events');
    expect(render(createElement(CommunityPage), { url: '/community?tab=events' })).toMatch(
      /id="community-tab-events"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="community-tab-events"/,
    );
  });

  it('shows the search box and category filter only on the discover, groups and templates tabs', () => {
    expect(COMMUNITY_TABS.filter((t) => tabHasFilters(t.id)).map((t) => t.id)).toEqual([
      'discover',
      'groups',
      'templates',
    ]);
    expect(CATEGORY_OPTIONS).toEqual([
      'All',
      'Fantasy',
      'Sci-Fi',
      'Modern',
      'Historical',
      'Horror',
      'Romance',
      'Mystery',
      'Adventure',
    ]);
    for (const tab of ['discover', 'groups', 'templates']) {
      const html = render(createElement(CommunityPage), { url: `/community?tab=${tab}` });
      expect(html).toContain('Search the community');
      for (const c of CATEGORY_OPTIONS) expect(html).toContain(`<option value="${c}"`);
    }
    for (const tab of ['leaderboards', 'events']) {
      const html = render(createElement(CommunityPage), { url: `/community?tab=${tab}` });
      expect(html).not.toContain('Search the community');
      expect(html).not.toContain('<option value="Adventure"');
    }
  });

  it('searches the loaded items by name or title and description, ignoring case', () => {
    const items = [
      { title: 'The Quenching', description: 'A forge tale' },
      { title: 'Night Train', description: 'Ghosts aboard' },
    ];
    const fields = (i: (typeof items)[number]) => [i.title, i.description];
    expect(matchText(items, 'quench', fields)).toEqual([items[0]]);
    expect(matchText(items, 'GHOSTS', fields)).toEqual([items[1]]);
    expect(matchText(items, '  ', fields)).toEqual(items);
  });

  it('shows Create Event (and Create Group) only for the plans that include it', () => {
    for (const tier of [
      'Chronicler',
      'Worldsmith',
      'Master Weaver',
      'Story Connoisseur',
      'Patron of the Arts',
    ] as const) {
      const page = text(render(createElement(CommunityPage), { url: '/community?tab=events', tier }));
      expect(page).toContain('Create Event');
      expect(page).toContain('Create Group');
    }
    for (const tier of ['Free', 'Audience Member'] as const) {
      const page = text(render(createElement(CommunityPage), { url: '/community?tab=events', tier }));
      expect(page).not.toContain('Create Event');
      expect(page).not.toContain('Create Group');
    }
    expect(text(render(createElement(CommunityPage), { url: '/community?tab=events' }))).not.toContain(
      'Create Event',
    );
  });

  it('has a loading state per tab and a Failed to load data box with the message', () => {
    expect(text(render(createElement(CommunityPage), { url: '/community' }))).toContain('Loading stories...');
    expect(text(render(createElement(CommunityPage), { url: '/community?tab=templates' }))).toContain(
      'Loading templates...',
    );
    expect(text(render(createElement(CommunityPage), { url: '/community?tab=leaderboards' }))).toContain(
      'Loading leaderboard...',
    );
    expect(text(render(createElement(CommunityPage), { url: '/community?tab=events' }))).toContain(
      'Loading events...',
    );
    const failed = text(
      render(createElement(CommunityLoadError, { error: new Error('Network down'), onRetry: () => {} })),
    );
    expect(failed).toContain('Failed to load data');
    expect(failed).toContain('Network down');
  });

  it("titles the leaderboard 'Top Storytellers This Month' and gives places 1 to 3 a crown, trophy and medal", () => {
    expect(text(render(createElement(LeaderboardTab)))).toContain('Top Storytellers This Month');
    const row = (rank: number) => ({
      rank,
      userId: `00000000-0000-4000-8000-00000000000${rank}`,
      username: `writer${rank}`,
      profileImage: null,
      level: 2,
      xp: 1000 - rank,
    });
    const html = render(createElement(LeaderboardList, { rows: [1, 2, 3, 4].map(row), label: 'Top' }));
    expect(html).toContain('aria-label="Crown: first place"');
    expect(html).toContain('aria-label="Trophy: second place"');
    expect(html).toContain('aria-label="Medal: third place"');
    expect(html).toContain('aria-label="Place 4"');
    expect(html).toContain('lucide-crown');
    expect(html).toContain('lucide-trophy');
    expect(html).toContain('lucide-medal');
  });

  it("shows an event's deadline or 'No deadline', its prize or 'No prize', and Join Event", () => {
    expect(deadlineText({ deadline: null })).toBe('No deadline');
    expect(prizeText({ prize: null })).toBe('No prize');
    const bare = text(render(createElement(EventCard, { event: event() })));
    expect(bare).toContain('No deadline');
    expect(bare).toContain('No prize');
    expect(bare).toContain('Join Event');
    const full = text(
      render(
        createElement(EventCard, {
          event: event({ deadline: '2026-12-01T23:00:00.000Z', prize: 'A golden quill' }),
        }),
      ),
    );
    expect(full).toContain('Deadline Dec');
    expect(full).toContain('A golden quill');
    const waiting = text(
      render(
        createElement(EventCard, { event: event({ viewer: { status: 'Waitlisted', waitlistPosition: 2 } }) }),
      ),
    );
    expect(waiting).toContain('On the waiting list (#2)');
  });

  it('gives stories Read Story to /library/{id} and templates Download (free) or Purchase (paid)', () => {
    const story: LibraryStoryCard = {
      id: '00000000-0000-4000-8000-000000000005',
      title: 'The Quenching',
      description: 'A forge tale',
      genre: 'Fantasy',
      status: 'Complete',
      coverImage: null,
      authorUsername: 'aria',
      rating: 4.5,
      viewCount: 10,
      tags: [],
      contentRating: 'General',
      contentWarnings: [],
      language: 'en',
      wordCount: 1000,
      chapterCount: 3,
      publishedAt: '2026-01-01T00:00:00.000Z',
      exclusive: false,
    };
    const storyHtml = render(createElement(StoryCard, { story }));
    expect(text(storyHtml)).toContain('Read Story');
    expect(storyHtml).toContain(`href="/library/${story.id}"`);
    const template = (isFree: boolean): Template =>
      ({
        id: '00000000-0000-4000-8000-000000000006',
        name: 'Hero Journey',
        type: 'Story Structure',
        category: 'Fantasy',
        description: 'Twelve beats.',
        price: isFree ? 0 : 4.99,
        isFree,
        rating: null,
        downloads: 3,
        derivedCount: 6,
        coverImage: null,
        creator: { id: '00000000-0000-4000-8000-000000000007', username: 'maker', profileImage: null },
        status: 'published',
        createdAt: '2026-01-01T00:00:00.000Z',
        viewer: null,
      }) as Template;
    expect(text(render(createElement(CommunityTemplateCard, { template: template(true) })))).toContain(
      'Download',
    );
    const paid = render(createElement(CommunityTemplateCard, { template: template(false) }));
    expect(text(paid)).toContain('Purchase');
    expect(paid).toContain('href="/marketplace/templates/00000000-0000-4000-8000-000000000006"');
  });
});
