import type { SampleStory } from '@common/sample-stories';
import { paragraphsOf } from '@common/sample-stories';
import { escapeMarkup as e } from './markup';
import type { PageView, SiteUrls } from './page-view';
import { tiptapToHtml } from './tiptap-html';

/**
 * The main content of each public page as plain semantic HTML, for readers without JavaScript
 * and for crawlers. Every user-written string goes through escapeMarkup; nothing here carries a
 * script, a style attribute or an event handler.
 */

const paragraphs = (text: string) =>
  paragraphsOf(text)
    .map((p) => `<p>${e(p)}</p>`)
    .join('');

const nav = (urls: SiteUrls) =>
  `<header><nav aria-label="Site"><a href="${e(urls.about)}">Inkforge</a></nav></header>`;

/** Wraps a page's content; `data-ssr` lets the shell's style hide it where scripts run (the SPA replaces it). */
export const page = (urls: SiteUrls, main: string) => `<div data-ssr>${nav(urls)}<main>${main}</main></div>`;

export type StoryBody = {
  id: string;
  title: string;
  description: string;
  genre: string;
  status: string;
  author: string;
  coverImage: string | null;
  chapters: { id: string; title: string }[];
};

export function storyBody(urls: SiteUrls, story: StoryBody): string {
  const chapters = story.chapters.length
    ? `<ol>${story.chapters
        .map(
          (c, i) =>
            `<li><a href="${e(urls.chapter(story.id, c.id))}">${e(c.title || `Chapter ${i + 1}`)}</a></li>`,
        )
        .join('')}</ol>`
    : '<p>No chapters yet.</p>';
  return page(
    urls,
    `<article><h1>${e(story.title)}</h1>` +
      `<p>by <a href="${e(urls.author(story.author))}" rel="author">${e(story.author)}</a> · ${e(story.genre)} · ${e(story.status)}</p>` +
      (story.coverImage
        ? `<img src="${e(urls.absolute(story.coverImage))}" alt="Cover of ${e(story.title)}" width="240">`
        : '') +
      paragraphs(story.description) +
      `<section><h2>Chapters</h2>${chapters}</section>` +
      `<p><a href="${e(urls.storyFeed(story.id))}">Follow new chapters (Atom feed)</a></p></article>`,
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
};

export function chapterBody(urls: SiteUrls, chapter: ChapterBody): string {
  const link = (id: string | null, label: string, rel: string) =>
    id ? `<a href="${e(urls.chapter(chapter.storyId, id))}" rel="${rel}">${label}</a> ` : '';
  return page(
    urls,
    `<article><p><a href="${e(urls.story(chapter.storyId))}">${e(chapter.storyTitle)}</a> by ` +
      `<a href="${e(urls.author(chapter.author))}" rel="author">${e(chapter.author)}</a></p>` +
      `<h1>${e(chapter.title || `Chapter ${chapter.position}`)}</h1>` +
      tiptapToHtml(chapter.content) +
      `<nav aria-label="Chapters">${link(chapter.prevChapterId, 'Previous chapter', 'prev')}${link(chapter.nextChapterId, 'Next chapter', 'next')}</nav></article>`,
  );
}

export type AuthorBody = {
  username: string;
  bio: string;
  stories: { id: string; title: string; description: string; genre: string }[];
};

export function authorBody(urls: SiteUrls, author: AuthorBody): string {
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
    `<article><h1>${e(author.username)}</h1>${paragraphs(author.bio)}` +
      `<section><h2>Stories</h2>${stories}</section>` +
      `<p><a href="${e(urls.authorFeed(author.username))}">Follow this author (Atom feed)</a></p></article>`,
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
