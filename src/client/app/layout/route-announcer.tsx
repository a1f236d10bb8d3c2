import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (it may wait for data) before we give up. */
const HEADING_WAIT_MS = 8_000;

/** A field the new screen focused on its own (autoFocus): that choice wins over the heading. */
const isField = (el: Element | null) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLElement && el.isContentEditable);

/**
 * Client-side navigation tells nobody that the page changed, so after each route change (not on
 * the first load) this moves focus to the new screen's h1, once it is on screen, and announces
 * its text in a polite live region. Keyboard users then start from the top of the new screen,
 * and screen reader users hear where they are. `main` is the element the screens render into.
 */
export function RouteAnnouncer({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const root = main.current;
    if (!root) return;

    const settle = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!(root.contains(document.activeElement) && isField(document.activeElement))) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setMessage(heading.textContent?.trim() || document.title);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
