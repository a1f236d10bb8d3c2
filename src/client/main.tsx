import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOfflineSync } from './lib/offline-sync';
import { warmUpIntl } from './lib/warm-up-intl';
import { yieldToMain } from './lib/yield-to-main';
import './styles.css';

// The saved theme is already on <html> (public/theme-boot.js runs before first paint).
// The first render is a transition, so React renders it in slices of a few milliseconds and the
// page stays responsive; what the reader sees meanwhile is the server's copy (or nothing), which
// the screens replace only once they have rendered (their hand-over), so nothing moves.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// Work the first screen does not need goes in tasks of its own after this one: progress read
// offline is sent (and again whenever the connection returns), and the locale data is loaded.
void yieldToMain().then(startOfflineSync).then(warmUpIntl);
