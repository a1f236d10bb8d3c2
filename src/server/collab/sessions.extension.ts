import type { Extension } from '@hocuspocus/server';
import { storyIdOfDocName, type CollabContext } from './collab-types';
import type { LiveSessions } from './live-sessions';

/**
 * Live sessions (live-sessions.ts) follow the story room: a writer who opens it joins the
 * story's session, and when the room has nobody left on this server the session's grace period
 * starts. Chapter documents and the server's own connections (no story) take no part.
 */
export function createSessionsExtension(sessions: LiveSessions): Extension<CollabContext> {
  return {
    extensionName: 'inkforge-sessions',
    async connected({ context, documentName }) {
      if (storyIdOfDocName(documentName)) await sessions.joined(context.storyId!, context.user.id);
    },
    async onDisconnect({ context, documentName, document }) {
      const storyId = context.storyId;
      if (storyId && storyIdOfDocName(documentName) && document.getConnectionsCount() === 0)
        sessions.emptied(storyId);
    },
  };
}
