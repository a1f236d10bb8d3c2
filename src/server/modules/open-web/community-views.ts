import { CREATOR_PLANS, READER_PLANS } from '@common/plans';
import type { RouteMatch } from '@common/route-table';
import type { Db } from '../../db/client';
import { canSeeContents, canSeeGroup } from '../groups/groups.policy';
import { templateListQuerySchema } from '@common/schemas/marketplace';
import { templateListFor } from '../marketplace/template-list.service';
import { PAGE_SIZES } from '@common/constants';
import { librarySearchQuerySchema } from '@common/schemas/library';
import { librarySearchFor } from '../search/search.service';
import { templateDetailFor } from '../marketplace/template-detail.service';
import { isUuid } from '../../db/keyset-cursor';
import { communityBody } from './community-hub-html';
import { eventBody, groupBody, plansBody, sectionBody, threadBody } from './community-html';
import { templateBody } from './template-html';
import { marketplaceBody } from './marketplace-html';
import { excerpt } from './markup';
import { UNLISTED, orNull, type PageView, type SiteUrls } from './page-view';
import { createPublicPagesRepository } from './public-pages.repository';

/** How a guest stands towards any group: no role, no invitation, no request. */
const GUEST = { role: null, requested: false, invited: false } as const;

const planNames = (plans: readonly { name: string }[]) => plans.map((p) => p.name);
const list = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
const PLANS_DESCRIPTION =
  `Inkforge plans, free to start: ${list(planNames(CREATOR_PLANS))} for creators; ` +
  `${list(planNames(READER_PLANS))} for readers. Monthly or yearly.`;

/**
 * Static pages: [pattern, heading (the app's h1), description, links onwards]. The title is the
 * app's own ('Marketplace · Inkforge'); descriptions say what the page holds, not what is planned.
 */
const SECTIONS: [string, string, string, [string, string][]][] = [
  [
    'marketplace',
    'Marketplace',
    'Templates for stories and worlds: story structures, world assets, character archetypes and scenario packs by Inkforge creators, free or paid.',
    [['/community', 'Community Hub']],
  ],
  [
    'community',
    'Community Hub',
    'Discover stories, find groups, share templates, climb the leaderboard and join events on Inkforge.',
    [
      ['/community/stories', 'Discover Stories'],
      ['/community/groups', 'All Groups'],
      ['/community/events', 'Events'],
      ['/community/leaderboard', 'Leaderboards'],
      ['/marketplace', 'Marketplace'],
    ],
  ],
  [
    'community/groups',
    'All Groups',
    'Writing and role-playing groups on Inkforge: every open and private circle, largest first.',
    [['/community', 'Community Hub']],
  ],
  [
    'community/stories',
    'Discover Stories',
    'Stories published by the Inkforge community, free to read.',
    [['/community', 'Community Hub']],
  ],
  [
    'community/events',
    'Events',
    'Writing contests, sprints, workshops and meetups on Inkforge, soonest deadline first.',
    [['/community', 'Community Hub']],
  ],
  [
    'community/leaderboard',
    'Leaderboards',
    'The storytellers with the most experience this month: XP earned on Inkforge by writing, publishing and taking part.',
    [['/community', 'Community Hub']],
  ],
  [
    'terms',
    'Terms of Service',
    'The terms of using Inkforge: your account, your content, fair use, plans and payments.',
    [['/privacy', 'Privacy Policy']],
  ],
  [
    'privacy',
    'Privacy Policy',
    'What Inkforge stores about you, who can see what, and how to export or delete your data.',
    [['/terms', 'Terms of Service']],
  ],
];

/** The static paths the sitemap lists (every one of SECTIONS and the plans page). */
export const STATIC_PUBLIC_PATHS = [...SECTIONS.map(([pattern]) => pattern), 'subscription'];

/**
 * The server-rendered views of the marketplace, community, plans and legal pages (built once, no
 * database read), of one group, thread or event (one prepared read each) and of one template (the
 * API's own read). What a guest may not see is null (404): an unpublished or private template
 * (marketplace.policy.ts), an Invite Only group, a thread of a group whose contents are
 * members-only (groups.policy.ts), a missing id. A Private group's about part is open to guests,
 * so its page is UNLISTED: served, but with noindex and nothing naming it.
 */
export function createCommunityViews(db: Db, urls: SiteUrls) {
  const repo = createPublicPagesRepository(db);
  const website = (path: string, title: string, description: string, body: string): PageView => ({
    title,
    description,
    canonical: `${urls.base}/${path}`,
    type: 'website',
    feeds: [],
    body,
  });
  const statics = new Map<string, PageView>(
    SECTIONS.map(([pattern, heading, description, links]) => [
      pattern,
      website(pattern, `${heading} · Inkforge`, description, sectionBody(urls, heading, description, links)),
    ]),
  );
  statics.set(
    'subscription',
    website(
      'subscription',
      'Plans and Pricing · Inkforge',
      PLANS_DESCRIPTION,
      plansBody(urls, PLANS_DESCRIPTION, [
        ['For creators', CREATOR_PLANS],
        ['For readers', READER_PLANS],
      ]),
    ),
  );

  const templates = templateListFor(db);
  /** The list query a guest's /marketplace makes first (the API's defaults). */
  const firstPage = templateListQuerySchema.parse({});

  /**
   * /marketplace drawn with the app's classes and the first cards of the list (marketplace-html.ts);
   * the plain page when there is no template to show (the app draws its empty state).
   */
  async function marketplaceView(): Promise<PageView> {
    const plain = statics.get('marketplace')!;
    const page = await templates(null, firstPage);
    return page.items.length === 0 ? plain : { ...plain, body: marketplaceBody(urls, page) };
  }

  const stories = librarySearchFor(db);
  /** Discover Stories' first read (features/community useCommunityStories: all genres, one page). */
  const firstStories = librarySearchQuerySchema.parse({ limit: PAGE_SIZES.community });

  /**
   * /community drawn with the app's classes and the first cards of Discover Stories
   * (community-hub-html.ts); the plain page when no story is published (the app draws its empty state).
   */
  async function communityView(): Promise<PageView> {
    const plain = statics.get('community')!;
    const page = await stories.search(firstStories);
    return page.items.length === 0 ? plain : { ...plain, body: communityBody(urls, page) };
  }

  const templatePage = templateDetailFor(db);

  /** A published template drawn with the app's classes from the API's own answer to a guest (template-html.ts). */
  async function templateView(id: string): Promise<PageView | null> {
    const t = isUuid(id) ? await orNull(templatePage.getTemplate(null, id)) : null;
    if (!t) return null;
    return {
      ...website(
        `marketplace/templates/${t.id}`,
        `${t.name} · Marketplace · Inkforge`,
        '',
        templateBody(urls, t),
      ),
      description:
        excerpt(t.description) || `${t.type} template by ${t.creator.username} on the Inkforge marketplace.`,
      image: urls.previewImage(t.coverImage),
    };
  }

  async function groupView(id: string): Promise<PageView | typeof UNLISTED | null> {
    const row = await repo.group(id);
    if (!row || !canSeeGroup(row, GUEST)) return null;
    if (!canSeeContents(row, GUEST)) return UNLISTED;
    return {
      ...website(`community/groups/${row.id}`, `${row.name} · Groups · Inkforge`, '', groupBody(urls, row)),
      description: excerpt(row.description) || `${row.category ?? 'A'} group on Inkforge.`,
      image: urls.previewImage(row.groupImage),
    };
  }

  async function threadView(groupId: string, threadId: string): Promise<PageView | null> {
    const row = await repo.thread(groupId, threadId);
    if (!row || !canSeeContents(row, GUEST)) return null;
    const group = `community/groups/${row.groupId}`;
    return {
      ...website(
        `${group}/threads/${row.id}`,
        `${row.title} · ${row.groupName} · Inkforge`,
        excerpt(row.body),
        '',
      ),
      type: 'article',
      body: threadBody(urls, `${urls.base}/${group}`, row),
    };
  }

  async function eventView(id: string): Promise<PageView | null> {
    const row = await repo.event(id);
    if (!row) return null;
    const description = excerpt(row.description) || `${row.type} hosted by ${row.creatorName} on Inkforge.`;
    return website(
      `community/events/${row.id}`,
      `${row.title} · Inkforge`,
      description,
      eventBody(urls, row),
    );
  }

  return {
    /**
     * The view of a route this module draws; undefined for routes it does not know. `search` is
     * the address's query string: /marketplace with one (another tab, a filter) gets the plain
     * page, since the server draws only the unfiltered Templates list; so does /community with
     * one (another tab, a search), the server drawing only the unfiltered Discover Stories.
     */
    view(
      match: RouteMatch,
      search = '',
    ): PageView | typeof UNLISTED | null | undefined | Promise<PageView | typeof UNLISTED | null> {
      const { params } = match;
      switch (match.pattern) {
        case 'marketplace':
          return search ? statics.get('marketplace') : marketplaceView();
        case 'community':
          return search ? statics.get('community') : communityView();
        case 'marketplace/templates/:templateId':
          return templateView(params.templateId!);
        case 'community/groups/:groupId':
          return groupView(params.groupId!);
        case 'community/groups/:groupId/threads/:threadId':
          return threadView(params.groupId!, params.threadId!);
        case 'community/events/:eventId':
          return eventView(params.eventId!);
        default:
          return statics.get(match.pattern);
      }
    },
  };
}
