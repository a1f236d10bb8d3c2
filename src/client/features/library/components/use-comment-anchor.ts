import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The element id of a comment; links to one end in `#comment-<id>` (notifications make them). */
export const commentAnchorId = (commentId: string) => `comment-${commentId}`;

/** How many further pages of threads are fetched while looking for a linked comment. */
const MAX_EXTRA_PAGES = 5;

type Options = {
  /** Every comment id loaded so far (threads and their replies). */
  loadedIds: ReadonlySet<string>;
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Follows a `#comment-<id>` link: once the comment is loaded (fetching a few more pages of
 * threads if it is older), scrolls it into view, focuses it for keyboard and screen-reader users,
 * and answers its id so the item can be highlighted. Answers null when there is no such link or
 * the comment is not found (deleted, or too far back); the page then simply stays where it is.
 */
export function useCommentAnchor({
  loadedIds,
  hasNextPage,
  isFetching,
  fetchNextPage,
}: Options): string | null {
  const { hash } = useLocation();
  const target = hash.startsWith('#comment-') ? hash.slice('#comment-'.length) : null;
  const [shown, setShown] = useState<string | null>(null);
  const extraPages = useRef(0);

  useEffect(() => {
    extraPages.current = 0;
  }, [target]);

  useEffect(() => {
    if (!target || shown === target || isFetching) return;
    if (loadedIds.has(target)) {
      const element = document.getElementById(commentAnchorId(target));
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      setShown(target);
    } else if (hasNextPage && extraPages.current < MAX_EXTRA_PAGES) {
      extraPages.current += 1;
      void fetchNextPage();
    }
  }, [target, shown, loadedIds, hasNextPage, isFetching, fetchNextPage]);

  return shown === target ? target : null;
}
