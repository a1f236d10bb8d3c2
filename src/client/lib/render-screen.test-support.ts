import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * `element` rendered with react-dom/server as the browser draws it at `url`, matched by the route
 * `path`, with `client`'s query cache already answered (the caller seeds the session and the
 * screen's reads). For the tests that read the app's markup without a browser: the client's text
 * tests and the server's skeleton tests of its server-drawn pages.
 */
export function renderScreen(
  element: ReactElement,
  { client, url = '/', path = '*' }: { client: QueryClient; url?: string; path?: string },
): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        MemoryRouter,
        { initialEntries: [url] },
        createElement(Routes, null, createElement(Route, { path, element })),
      ),
    ),
  );
}
