import type { Extension, Hocuspocus } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ChaptersChanged, StoryEvents } from '../modules/stories/story-events';
import { storyDocName, type CollabContext } from './collab-types';

/** The user of the server's own connections (notices), which act for nobody. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * The chapters notice open tabs receive in the story's room (a stateless message): `chapter`,
 * when present, is one chapter's summary as stored (its word count moved, or its title or
 * status), which the tab puts into its chapter list; without it the list changed and is read again.
 */
export type ChaptersNotice = { type: 'chapters'; chapter?: ChaptersChanged['chapter'] };

/**
 * Tells everyone in a story's room that its chapters changed, for every change `events` reports
 * (HTTP writes and this room's own stores). Without Redis only this server's room can be in
 * use. With Redis, a room not open here may be open on another server, so the notice goes out
 * through a short direct connection (the Redis extension publishes every broadcast). That
 * connection carries no story in its context, so closing it never counts as the room emptying
 * (which would end a session running elsewhere).
 */
export function createChapterNoticesExtension(
  events: StoryEvents,
  log: FastifyBaseLogger,
  acrossServers: boolean,
): Extension<CollabContext> {
  let instance: Hocuspocus<CollabContext> | undefined;

  function send({ storyId, chapter }: ChaptersChanged) {
    if (!instance) return;
    const name = storyDocName(storyId);
    const notice = JSON.stringify({
      type: 'chapters',
      ...(chapter ? { chapter } : {}),
    } satisfies ChaptersNotice);
    const local = instance.documents.get(name);
    if (local || !acrossServers) return local?.broadcastStateless(notice);
    const hocuspocus = instance;
    void (async () => {
      const connection = await hocuspocus.openDirectConnection(name, { user: { id: NOBODY, username: '' } });
      try {
        connection.document?.broadcastStateless(notice);
      } finally {
        await connection.disconnect();
      }
    })().catch((err: unknown) => log.warn({ err, storyId }, 'chapter-list notice not published'));
  }

  events.onChaptersChanged(send);
  return {
    extensionName: 'inkforge-chapter-notices',
    async onConfigure({ instance: configured }) {
      instance = configured as Hocuspocus<CollabContext>;
    },
  };
}
