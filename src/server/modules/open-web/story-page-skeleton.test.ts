import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LibraryStory } from '@common/schemas/library';
import { ChapterList } from '@client/features/library/components/chapter-list';
import { RatingPanel } from '@client/features/library/components/rating-panel';
import { StoryDescription } from '@client/features/library/components/story-description';
import { StoryHero } from '@client/features/library/components/story-hero';
import { storyBody, type StoryBody } from './page-html';
import { siteUrls } from './page-view';
import { find, htmlSkeleton, outline, type SkeletonNode } from './html-skeleton.test-support';

/**
 * The public story page is drawn twice: by the server (page-html.ts, shown at first paint) and by
 * the app's story components, which replace it once they have rendered. The swap must not move
 * or restyle anything in view, so the two must keep the same elements with the same layout
 * classes. This test renders the React components with react-dom/server, as a guest sees them,
 * and compares their skeleton (element names, layout classes and text; see html-skeleton.test-support.ts
 * for what is left out) with the matching parts of the server's page: a change to one side that
 * is not made on the other fails here instead of forking silently.
 */

const STORY_ID = '00000000-0000-4000-8000-000000000001';
const urls = siteUrls('');

function fixture(coverImage: string | null): { app: LibraryStory; server: StoryBody } {
  const chapters = [
    { id: '00000000-0000-4000-8000-000000000011', position: 1, title: 'The Gate', wordCount: 1234 },
    { id: '00000000-0000-4000-8000-000000000012', position: 2, title: '', wordCount: 1 },
  ];
  const app: LibraryStory = {
    id: STORY_ID,
    title: 'The Glass Orchard',
    description: 'A gardener grows <glass> trees.\n\nThe second paragraph.',
    genre: 'Fantasy',
    status: 'Active',
    coverImage,
    author: { id: '00000000-0000-4000-8000-000000000002', username: 'mara', profileImage: null },
    rating: 4.2,
    ratingCount: 3,
    viewCount: 1200,
    wordCount: 1235,
    chapterCount: 2,
    publishedAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    // The story with a cover is also exclusive, so both sides draw the badge in one of the runs.
    exclusive: coverImage !== null,
    readerDownloads: true,
    chapters: chapters.map((c) => ({ ...c, publicAt: null, exclusive: false, locked: false })),
    tags: [
      { name: 'Found Family', slug: 'found-family' },
      { name: 'Slow <burn>', slug: 'slow-burn' },
    ],
    contentRating: 'Teen',
    contentWarnings: ['Violence', 'Death of a major character'],
    language: coverImage === null ? 'en' : 'es',
    viewer: null,
    brand: null,
  } as LibraryStory;
  const server: StoryBody = {
    id: STORY_ID,
    title: app.title,
    description: app.description,
    genre: app.genre,
    status: app.status,
    author: app.author.username,
    coverImage,
    rating: app.rating,
    ratingCount: app.ratingCount,
    viewCount: app.viewCount,
    publishedAt: new Date(app.publishedAt),
    exclusive: app.exclusive,
    chapters: chapters.map(({ id, title, wordCount }) => ({ id, title, wordCount })),
    tags: app.tags,
    contentRating: app.contentRating,
    contentWarnings: app.contentWarnings,
    language: app.language,
  };
  return { app, server };
}

/** A component as a signed-out visitor's browser gets it on /library/{id}. */
function renderApp(element: ReactElement): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [`/library/${STORY_ID}`] }, element),
    ),
  );
}

const has = (cls: string) => (n: SkeletonNode) => n.classes.includes(cls);
const headed = (text: string) => (n: SkeletonNode) =>
  n.tag === 'section' && n.children.some((c) => /^h\d$/.test(c.tag) && c.text === text);

describe('the server-drawn story page follows the story components', () => {
  for (const cover of [null, '/uploads/story-images/cover.png']) {
    it(`hero, description, chapters and rating panel match (${cover ? 'with a cover, exclusive' : 'without a cover'})`, () => {
      const { app, server } = fixture(cover);
      const page = htmlSkeleton(storyBody(urls, server));
      const sections: [string, SkeletonNode[], SkeletonNode | undefined][] = [
        [
          'hero',
          htmlSkeleton(renderApp(createElement(StoryHero, { story: app, signedIn: false }))),
          find(page, (n) => n.tag === 'header' && has('grid')(n)),
        ],
        [
          'description',
          htmlSkeleton(renderApp(createElement(StoryDescription, { text: app.description }))),
          find(page, headed('About this story')),
        ],
        [
          'chapters',
          htmlSkeleton(renderApp(createElement(ChapterList, { story: app }))),
          find(page, headed('Chapters')),
        ],
        [
          'rating panel',
          htmlSkeleton(renderApp(createElement(RatingPanel, { story: app }))),
          find(page, headed('Rate this story')),
        ],
      ];
      for (const [name, [react], drawn] of sections) {
        expect(drawn, `the server's page has no ${name}`).toBeDefined();
        expect(outline(drawn ? [drawn] : []), `the server's ${name} differs from the app's`).toBe(
          outline([react!]),
        );
      }
    });
  }
});
