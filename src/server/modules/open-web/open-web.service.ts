import { SAMPLE_STORIES, findSampleStory } from '@common/sample-stories';
import type { RouteMatch } from '@common/route-table';
import { tagPath } from '@common/story-labels';
import { documentText } from '../chapters/chapter-text';
import type { Db } from '../../db/client';
import { createAuthorsService } from '../authors/authors.service';
import { createPublicBrands } from '../author-brand/public-brand';
import type { PublicBrand } from '@common/schemas/author-brand';
import { authorHandle } from '@common/route-table';
import { brandedTitle, type PageBrand } from './brand-html';
import { exclusiveText } from '@common/exclusive-content';
import { isPublished, lockOf } from '../library/library.policy';
import { createLibraryRepository } from '../library/library.repository';
import type { TiptapDoc } from '@common/schemas/chapter';
import { atomXml, type AtomEntry } from './atom';
import { excerpt } from './markup';
import { createOpenWebRepository } from './open-web.repository';
import {
  ABOUT_DESCRIPTION,
  ABOUT_TITLE,
  aboutBody,
  authorBody,
  chapterBody,
  sampleBody,
  storyBody,
} from './page-html';
import { orNull, siteUrls, type PageView, type UNLISTED } from './page-view';
import { createSitemapService } from './sitemap.service';
import { STATIC_PUBLIC_PATHS, createCommunityViews } from './community-views';
import { tagsServiceFor } from '../tags/tags.service';
import { tagBody } from './tag-html';

/** Entries per feed. */
export const FEED_SIZE = 50;
const AUTHOR_PAGE_STORIES = 50;
const TAG_PAGE_STORIES = 50;

/**
 * The open web: the public pages as crawlers and link previews read them, the sitemap and the
 * Atom feeds. Everything shown is what a guest may see through the API (published stories and
 * chapters per library.policy.ts, author pages per privacy.policy.ts); anything else is null,
 * which the routes answer with 404.
 */
/** An entry's link says it came from a feed (?from=feed), so story analytics count the reader under feeds. */
const fromFeed = (url: string) => `${url}?from=feed`;

export function createOpenWebService(db: Db, publicUrl: string) {
  const urls = siteUrls(publicUrl);
  const library = createLibraryRepository(db);
  const authors = createAuthorsService(db);
  const repo = createOpenWebRepository(db);
  const community = createCommunityViews(db, urls);
  const sitemap = createSitemapService(repo, urls, STATIC_PUBLIC_PATHS);
  const brands = createPublicBrands(db);
  const pageBrand = (brand: PublicBrand | null, author: string): PageBrand | null =>
    brand ? { brand, author, home: urls.handle(author) } : null;
  const storyBrand = async (authorId: string, author: string) =>
    pageBrand((await brands.of(authorId)).brand, author);
  const tags = tagsServiceFor(db);

  async function storyView(storyId: string): Promise<PageView | null> {
    const story = await library.findStoryPage(storyId);
    if (!story || !isPublished(story)) return null;
    const [chapters, brand] = await Promise.all([
      library.listPublishedChapters(story.id),
      storyBrand(story.createdBy, story.authorUsername),
    ]);
    return {
      title: brandedTitle(`${story.title} by ${story.authorUsername} · Inkforge`, brand),
      description:
        excerpt(story.description) ||
        brandedTitle(`${story.genre} story by ${story.authorUsername} on Inkforge.`, brand),
      canonical: urls.story(story.id),
      type: 'book',
      image: story.coverImage ? urls.absolute(story.coverImage) : undefined,
      feeds: [{ title: `New chapters of ${story.title}`, href: urls.storyFeed(story.id) }],
      body: storyBody(urls, { ...story, author: story.authorUsername, chapters }, brand),
    };
  }

  async function chapterView(storyId: string, chapterId: string): Promise<PageView | null> {
    const story = await library.findStoryPage(storyId);
    if (!story || !isPublished(story)) return null;
    const [chapter, chapters, brand] = await Promise.all([
      library.findChapter(story.id, chapterId),
      library.listPublishedChapters(story.id),
      storyBrand(story.createdBy, story.authorUsername),
    ]);
    if (!chapter || chapter.status !== 'published') return null;
    const index = chapters.findIndex((c) => c.id === chapter.id);
    const title = chapter.title || `Chapter ${index + 1}`;
    // The page is the same for everyone, a guest's: an exclusive chapter shows its lock, never its text.
    const lock = lockOf(chapter, { exclusive: story.exclusive, firstPublishedId: chapters[0]?.id ?? null });
    const text = lock ? '' : documentText(chapter.content as TiptapDoc);
    return {
      title: brandedTitle(`${title} · ${story.title} by ${story.authorUsername} · Inkforge`, brand),
      description:
        excerpt(text) ||
        excerpt(story.description) ||
        brandedTitle(`A chapter of ${story.title} on Inkforge.`, brand),
      canonical: urls.chapter(story.id, chapter.id),
      type: 'article',
      image: story.coverImage ? urls.absolute(story.coverImage) : undefined,
      feeds: [{ title: `New chapters of ${story.title}`, href: urls.storyFeed(story.id) }],
      body: chapterBody(
        urls,
        {
          storyId: story.id,
          storyTitle: story.title,
          author: story.authorUsername,
          title,
          position: index + 1,
          content: lock ? null : chapter.content,
          lockedNote: lock ? exclusiveText() : undefined,
          prevChapterId: chapters[index - 1]?.id ?? null,
          nextChapterId: chapters[index + 1]?.id ?? null,
        },
        brand,
      ),
    };
  }

  async function authorView(username: string): Promise<PageView | null> {
    const profile = await orNull(authors.profile(username, null));
    if (!profile) return null;
    const { items } = await authors.stories(profile.username, null, AUTHOR_PAGE_STORIES);
    const brand = pageBrand(profile.brand, profile.username);
    return {
      title: brandedTitle(`${profile.username} · Author on Inkforge`, brand),
      description:
        excerpt(profile.bio) ||
        `${profile.username} has published ${profile.publishedStoryCount} ${profile.publishedStoryCount === 1 ? 'story' : 'stories'} on Inkforge.`,
      canonical: urls.author(profile.username),
      type: 'profile',
      image: profile.profileImage ? urls.absolute(profile.profileImage) : undefined,
      feeds: [{ title: `Stories by ${profile.username}`, href: urls.authorFeed(profile.username) }],
      body: authorBody(urls, { username: profile.username, bio: profile.bio, stories: items }, brand),
    };
  }

  /** A tag's page: its newest published stories; null (404) for an unknown slug. */
  async function tagView(slug: string): Promise<PageView | null> {
    const found = await orNull(tags.stories(slug, TAG_PAGE_STORIES, undefined));
    if (!found) return null;
    const { tag, items } = found;
    return {
      title: `${tag.name} · Tags · Inkforge`,
      description: `Published stories tagged ${tag.name} on Inkforge, newest first.`,
      canonical: `${urls.base}${tagPath(tag.slug)}`,
      type: 'website',
      feeds: [],
      body: tagBody(urls, { tag, stories: items, more: found.nextCursor !== null }),
    };
  }

  function aboutView(): PageView {
    return {
      title: ABOUT_TITLE,
      description: ABOUT_DESCRIPTION,
      canonical: urls.about,
      type: 'website',
      feeds: [{ title: 'Newest stories on Inkforge', href: urls.libraryFeed }],
      body: aboutBody(urls, SAMPLE_STORIES),
    };
  }

  function sampleView(id: string): PageView | null {
    const story = findSampleStory(id);
    if (!story) return null;
    return {
      title: `${story.title} · Inkforge`,
      description: excerpt(story.excerpt),
      canonical: urls.sample(story.id),
      type: 'book',
      feeds: [],
      body: sampleBody(urls, story),
    };
  }

  return {
    /**
     * The server-rendered view of a public route, null when there is nothing to show a guest
     * (a private or missing story, chapter, author, template, group, thread or event), UNLISTED
     * for a page served without naming what it shows (a Private group); undefined for public
     * routes that only get the shell's generic head (the password pages). `search` is the
     * address's query string (a filtered /marketplace is drawn plain).
     */
    async view(match: RouteMatch, search = ''): Promise<PageView | typeof UNLISTED | null | undefined> {
      const { params } = match;
      switch (match.pattern) {
        case '':
        case 'about':
          return aboutView();
        case 'sample-story/:storyId':
          return sampleView(params.storyId!);
        case 'library/:storyId':
          return storyView(params.storyId!);
        case 'library/:storyId/chapters/:chapterId':
          return chapterView(params.storyId!, params.chapterId!);
        case 'authors/:username':
          return authorView(params.username!);
        case ':handle': {
          const username = authorHandle(params.handle!);
          return username === null ? null : authorView(username);
        }
        case 'tags/:slug':
          return tagView(params.slug!);
        default:
          return community.view(match, search);
      }
    },

    sitemapIndex: sitemap.sitemapIndex,
    sitemapPage: sitemap.sitemapPage,

    /** The library's newest published stories. */
    async libraryFeed(): Promise<string> {
      const rows = await repo.newestStories(FEED_SIZE);
      return atomXml({
        self: urls.libraryFeed,
        alternate: urls.about,
        title: 'Newest stories on Inkforge',
        fallbackUpdated: new Date(0),
        entries: rows.map(storyEntry),
      });
    },

    /** An author's published stories, newest first; null when a guest may not see the author. */
    async authorFeed(username: string): Promise<string | null> {
      const profile = await orNull(authors.profile(username, null));
      if (!profile) return null;
      const rows = await repo.newestStories(FEED_SIZE, profile.id);
      return atomXml({
        self: urls.authorFeed(profile.username),
        alternate: urls.author(profile.username),
        title: `Stories by ${profile.username} on Inkforge`,
        subtitle: profile.bio ? excerpt(profile.bio) : undefined,
        fallbackUpdated: new Date(profile.joinDate),
        author: profile.username,
        entries: rows.map(storyEntry),
      });
    },

    /** A published story's published chapters, most recently changed first; null otherwise. */
    async storyFeed(storyId: string): Promise<string | null> {
      const story = await library.findStoryPage(storyId);
      if (!story || !isPublished(story)) return null;
      const rows = await repo.latestChapters(story.id, FEED_SIZE);
      const author = { name: story.authorUsername, uri: urls.author(story.authorUsername) };
      return atomXml({
        self: urls.storyFeed(story.id),
        alternate: urls.story(story.id),
        title: `${story.title} by ${story.authorUsername} on Inkforge`,
        subtitle: story.description ? excerpt(story.description) : undefined,
        fallbackUpdated: story.publishedAt ?? story.updatedAt,
        author: story.authorUsername,
        entries: rows.map((row): AtomEntry => ({
          id: urls.chapter(story.id, row.id),
          link: fromFeed(urls.chapter(story.id, row.id)),
          title: row.title || `Chapter ${row.position}`,
          updated: new Date(row.updatedAt),
          author,
          summary: excerpt(row.text, 400),
        })),
      });
    },
  };

  function storyEntry(row: Awaited<ReturnType<typeof repo.newestStories>>[number]): AtomEntry {
    return {
      id: urls.story(row.id),
      link: fromFeed(urls.story(row.id)),
      title: row.title,
      // Never before its publication (imported or seeded rows may say otherwise).
      updated: new Date(Math.max(new Date(row.updatedAt).getTime(), new Date(row.publishedAt).getTime())),
      published: new Date(row.publishedAt),
      author: { name: row.author, uri: urls.author(row.author) },
      category: row.genre,
      summary: excerpt(row.description, 400),
    };
  }
}

export type OpenWebService = ReturnType<typeof createOpenWebService>;
