import { createElement, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import { find, htmlSkeleton, outline, renderAsGuest } from './html-skeleton.test-support';

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
  return renderAsGuest(path, path, createElement(Screen), seed);
}

/** The outline of a page's content: the first element carrying every one of `classes`. */
export function pageOutline(html: string, classes: string[]): string {
  const root = find(htmlSkeleton(html), (node) => classes.every((c) => node.classes.includes(c)));
  expect(root, `no element with ${classes.join(' ')} in the markup`).toBeDefined();
  return outline([root!]);
}
