/**
 * Route guards (SPEC section 2, route table), run as loaders before a screen renders, so a
 * guarded screen never flashes. They read the current user through the shared query cache.
 *
 * Contract for the sign-in and sign-out code: update or invalidate `currentUserKey` before
 * navigating. The guards also re-check with the server before redirecting, so a stale cache
 * costs one request, never a wrong redirect.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/schemas/user';
import { currentUserQuery } from '@client/lib/session';
import { loginPathFor } from '@client/lib/redirect-target';

/**
 * The signed-in user or null. If the session cannot be read (server down, endpoint failing),
 * the visitor is treated as signed out: the guards then send them to public screens.
 */
export async function loadUser(queryClient: QueryClient, fresh = false): Promise<CurrentUser | null> {
  try {
    return await queryClient.fetchQuery(fresh ? { ...currentUserQuery, staleTime: 0 } : currentUserQuery);
  } catch {
    return null;
  }
}

/** The user, confirmed with the server when the cached answer would cause a redirect. */
async function confirmedUser(queryClient: QueryClient, redirectsWhenSignedIn: boolean) {
  const cached = await loadUser(queryClient);
  const wouldRedirect = redirectsWhenSignedIn ? cached !== null : cached === null;
  return wouldRedirect ? loadUser(queryClient, true) : cached;
}

export function createGuards(queryClient: QueryClient) {
  return {
    /** Authenticated screens: a guest goes to /login, which remembers where they were going. */
    async requireUser({ request }: LoaderFunctionArgs) {
      const user = await confirmedUser(queryClient, false);
      if (!user) {
        const url = new URL(request.url);
        throw redirect(loginPathFor(url.pathname + url.search));
      }
      return null;
    },

    /** /login and /register: an authenticated user is sent to /about (as the spec says). */
    async guestOnly() {
      const user = await confirmedUser(queryClient, true);
      if (user) throw redirect('/about');
      return null;
    },
  };
}
