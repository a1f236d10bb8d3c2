import type { Connection, Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createChaptersRepository } from '../modules/chapters/chapters.repository';
import { createCollaboratorsRepository } from '../modules/collaborators/collaborators.repository';
import type { StoryEvents } from '../modules/stories/story-events';
import { liveRoomAccess } from '../modules/stories/stories.policy';
import { createStoriesRepository } from '../modules/stories/stories.repository';
import { COLLAB_CLOSE, storyIdOfDocName, type CollabContext } from './collab-types';

/**
 * Who may open a live document, and who may keep it open. Every document is authorised on
 * connect against the story policy, before anything of it is sent: a chapter by its story, a
 * story room (`story:<id>`) by that story. A role that only reads connects read-only. Open
 * connections are kept by story, so `recheck` closes those of anyone who may no longer write in
 * it: when the story's people change (told by `events`) and on the room's periodic recheck.
 */
export function createAccessExtension(db: Db, events: StoryEvents, log: FastifyBaseLogger) {
  const chapters = createChaptersRepository(db);
  const stories = createStoriesRepository(db);
  const collaborators = createCollaboratorsRepository(db);
  /** Connections by story, with the user of each. */
  const open = new Map<string, Map<Connection<CollabContext>, string>>();

  /** Closes the connections of anyone who may no longer write in the story. */
  async function recheck(storyId: string) {
    const byConnection = open.get(storyId);
    if (!byConnection?.size) return;
    const writers = await collaborators.writersOf(storyId);
    for (const [connection, userId] of byConnection) {
      if (writers.has(userId)) continue;
      byConnection.delete(connection);
      // The whole socket, so the code reaches the browser (see live-room-close-codes.ts).
      connection.webSocket.close(COLLAB_CLOSE.removed.code, COLLAB_CLOSE.removed.reason);
      connection.close(COLLAB_CLOSE.removed);
    }
  }

  events.onMembersChanged(({ storyId }) => {
    recheck(storyId).catch((err: unknown) => log.warn({ err, storyId }, 'live access recheck failed'));
  });

  const hooks: Extension<CollabContext> = {
    extensionName: 'inkforge-access',
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const storyId = storyIdOfDocName(documentName) ?? (await chapters.storyOfChapter(documentName));
      const relation = storyId ? await stories.findRelation(storyId, context.user.id) : undefined;
      const access = liveRoomAccess(relation, storyIdOfDocName(documentName) !== undefined);
      if (access === 'none') throw new Error('Not allowed');
      // A role that only reads (Beta Reader) connects read-only: Hocuspocus applies none of its
      // updates (it answers them with a failed sync status), so nothing of it is stored or sent on.
      connectionConfig.readOnly = access === 'read';
      return { storyId };
    },
    async connected({ connection, context }) {
      const storyId = context.storyId!;
      if (!open.has(storyId)) open.set(storyId, new Map());
      open.get(storyId)!.set(connection, context.user.id);
    },
    async onDisconnect({ context }) {
      const storyId = context.storyId;
      if (!storyId) return;
      const byConnection = open.get(storyId);
      for (const [connection] of byConnection ?? []) {
        if (!connection.document.hasConnection(connection)) byConnection!.delete(connection);
      }
      if (byConnection?.size === 0) open.delete(storyId);
    },
  };

  return {
    ...hooks,
    recheck,
    /** Stories with a connection open on this server. */
    openStories: () => [...open.keys()],
  };
}
