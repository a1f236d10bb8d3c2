import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOfflineSync } from './lib/offline-sync';
import { warmUpIntl } from './lib/warm-up-intl';
import { yieldToMain } from './lib/yield-to-main';
import './styles.css';

// The saved theme is already on <html> (public/theme-boot.js runs before first paint).
// The first render is NOT a transition: React Router's provider reads the router's state while it
// renders and subscribes only when it commits, so a time-sliced first render let a screen's lazy
// load finish in between and the update was lost (the page stayed on "Loading..."). The first
// render is small anyway (the layout and the screen's placeholder); the screen itself renders in
// slices, because the router applies its own updates as transitions, and the server's copy stays
// on screen until the screen has rendered (its hand-over), so nothing moves.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Work the first screen does not need goes in tasks of its own after this one: progress read
// offline is sent (and again whenever the connection returns), and the locale data is loaded.
void yieldToMain().then(startOfflineSync).then(warmUpIntl);
