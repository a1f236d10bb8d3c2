import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { GUEST_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS, matchClientRoute } from '@common/route-table';
import { createRoutes } from './router';

/** The paths of the screens under `id` (or of its plain children when `id` is undefined). */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));
}

describe('the shared route table', () => {
  const screens = createRoutes(new QueryClient())[0]!.children![0]!.children!;
  const group = (id: string) => screens.find((route) => route.id === id)!.children!;

  it('lists exactly the router’s public, guest and signed-in screens (server and client agree)', () => {
    expect(pathsOf(screens)).toEqual([...PUBLIC_PATHS]);
    expect(pathsOf(group('guest-only'))).toEqual([...GUEST_PATHS]);
    expect(pathsOf(group('signed-in'))).toEqual([...SIGNED_IN_PATHS]);
  });

  it('matches paths as the router does', () => {
    expect(matchClientRoute('/')).toMatchObject({ access: 'home' });
    expect(matchClientRoute('/library/abc/chapters/def/')).toEqual({
      access: 'public',
      pattern: 'library/:storyId/chapters/:chapterId',
      params: { storyId: 'abc', chapterId: 'def' },
    });
    expect(matchClientRoute('/authors/a%20b')?.params).toEqual({ username: 'a b' });
    expect(matchClientRoute('/stories/create')).toMatchObject({
      access: 'signed-in',
      pattern: 'stories/create',
    });
    expect(matchClientRoute('/login')).toMatchObject({ access: 'guest' });
    expect(matchClientRoute('/community/groups/create')).toMatchObject({
      access: 'signed-in',
      pattern: 'community/groups/create',
    });
    expect(matchClientRoute('/community/groups/g1')).toMatchObject({
      access: 'public',
      params: { groupId: 'g1' },
    });
    expect(matchClientRoute('/beta/b1/chapters/c1')).toEqual({
      access: 'signed-in',
      pattern: 'beta/:betaReadId/chapters/:chapterId',
      params: { betaReadId: 'b1', chapterId: 'c1' },
    });
    expect(matchClientRoute('/stories/s1/beta')).toMatchObject({
      access: 'signed-in',
      pattern: 'stories/:storyId/beta',
    });
    expect(matchClientRoute('/no/such/page')).toBeNull();
    expect(matchClientRoute('/library')).toBeNull();
    expect(matchClientRoute('/authors/%E0%A4%A')).toBeNull();
  });
});
