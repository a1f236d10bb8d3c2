import { escapeMarkup as e, excerpt } from './markup';
import { page } from './page-html';
import type { SiteUrls } from './page-view';

export type TagBody = {
  tag: { name: string; slug: string };
  stories: {
    id: string;
    title: string;
    description: string;
    genre: string;
    authorUsername: string;
    contentRating: string;
  }[];
  /** Whether more stories follow than the page lists. */
  more: boolean;
};

/** A tag page as plain HTML (the app replaces it where scripts run): its newest published stories. */
export function tagBody(urls: SiteUrls, body: TagBody): string {
  const { tag } = body;
  const list = body.stories.length
    ? `<ul>${body.stories
        .map(
          (s) =>
            `<li><h2><a href="${e(urls.story(s.id))}">${e(s.title)}</a></h2>` +
            `<p>by <a href="${e(urls.author(s.authorUsername))}">${e(s.authorUsername)}</a> · ${e(s.genre)} · Rated ${e(s.contentRating)}</p>` +
            (s.description ? `<p>${e(excerpt(s.description, 300))}</p>` : '') +
            `</li>`,
        )
        .join('')}</ul>`
    : '<p>No published story carries this tag yet.</p>';
  return page(
    urls,
    `<article><p>Tag</p><h1>${e(tag.name)}</h1><p>Published stories tagged ${e(tag.name)}, newest first.</p>${list}` +
      (body.more ? '<p>More stories with this tag are listed in the app.</p>' : '') +
      `</article>`,
  );
}
