import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect } from 'vitest';
import { currentUserKey } from '@client/lib/session';
import { find, htmlSkeleton, outline } from './html-skeleton.test-support';

/**
 * For the skeleton tests of the server-drawn hub pages (marketplace, community): the app's screen
 * rendered with react-dom/server as a signed-out visitor's browser draws it at `path`, once `seed`
 * has put the screen's first reads into the query cache.
 */
export function renderGuestScreen(
  path: string,
  Screen: ComponentType,
  seed: (client: QueryClient) => void,
): string {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, null);
  seed(client);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(Screen)),
    ),
  );
}

/** The outline of a page's content: the first element carrying every one of `classes`. */
export function pageOutline(html: string, classes: string[]): string {
  const root = find(htmlSkeleton(html), (node) => classes.every((c) => node.classes.includes(c)));
  expect(root, `no element with ${classes.join(' ')} in the markup`).toBeDefined();
  return outline([root!]);
}
