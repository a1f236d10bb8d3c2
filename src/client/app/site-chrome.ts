import { useEffect, useSyncExternalStore } from 'react';
import type { PublicBrand } from '@common/schemas/author-brand';

/**
 * White-label (issue 27, item 4): on a Master Weaver's author page, story pages and reader, with
 * white-label on, the site header shows the author's logo and name instead of Inkforge's and the
 * site footer is left out. The screen says so with useWhiteLabelPage; the layout (SiteHeader,
 * SiteFooter) reads it. The server decides whether a brand is white-labelled (plan and switch).
 */
export type WhiteLabel = { author: string; logo: string | null };

let current: WhiteLabel | null = null;
const listeners = new Set<() => void>();
const set = (next: WhiteLabel | null) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The white-label of the screen on view, null on every other screen. */
export const useWhiteLabel = (): WhiteLabel | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** Marks the screen as the author's white-labelled page while it is mounted. */
export function useWhiteLabelPage(
  brand: PublicBrand | null | undefined,
  author: string | undefined,
): boolean {
  const on = Boolean(brand?.whiteLabel && author);
  const logo = brand?.logoImage ?? null;
  useEffect(() => {
    if (!on || !author) return undefined;
    set({ author, logo });
    return () => set(null);
  }, [on, author, logo]);
  return on;
}

/** A page title, without the site's name on a white-labelled page. */
export const pageTitle = (title: string, whiteLabel: boolean) => (whiteLabel ? title : `${title} · Inkforge`);
