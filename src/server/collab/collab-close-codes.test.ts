import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIVE_ROOM_CLOSE } from '@common/live-room-close-codes';
import { chapters } from '../db/schema/chapters';
import { buildStory } from '../db/factories.test-support';
import { addCollaborator, buildChapter, call } from '../modules/stories/story.test-support';
import { until } from './collab-client.test-support';
import { STORY_ROOM_MAX_BYTES } from './document-sizes';
import { liveTestApp } from './live-app.test-support';

/**
 * The room's close codes reach the client as WebSocket close codes (a Hocuspocus provider
 * reports its protocol's own per-document close as 1000, whatever the server meant), and both
 * kinds of document have a size limit.
 */
describe('live-room closes', () => {
  const live = liveTestApp({ COLLAB_MAX_DOCUMENT_BYTES: '16384', COLLAB_RECHECK_MS: '300' });

  async function sharedChapter() {
    const story = await buildStory(live.t.database.db, live.cast.owner.user.id);
    await addCollaborator(live.t, story.id, live.cast.collaborator.user.id);
    return { storyId: story.id, chapterId: (await buildChapter(live.t, story.id, 1)).id };
  }

  it('a chapter grown past its limit closes with 4413; its text stays below the limit', async () => {
    const { chapterId } = await sharedChapter();
    const writer = live.open(chapterId, 'owner');
    const other = live.open(chapterId, 'collaborator');
    await Promise.all([writer.synced, other.synced]);
    writer.write('A start that is kept');
    await until('the other writer has it', () => other.text() === 'A start that is kept');
    writer.write('A start that is kept', 'z'.repeat(20_000));
    await until('the writer is closed', () => writer.closeCodes.length > 0);
    expect(writer.closeCodes[0]).toBe(LIVE_ROOM_CLOSE.tooLarge.code);
    expect(writer.closes[0]).toBe(LIVE_ROOM_CLOSE.tooLarge.reason);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.text()).toBe('A start that is kept');
    expect(other.closeCodes).toEqual([]);
    const [row] = await live.t.database.db.select().from(chapters).where(eq(chapters.id, chapterId));
    expect(row!.contentText).not.toContain('zzz');
  });

  it('a story room document takes no text past its limit: 4413', async () => {
    const { storyId } = await sharedChapter();
    const room = live.open(`story:${storyId}`, 'owner');
    const watcher = live.open(`story:${storyId}`, 'collaborator');
    await Promise.all([room.synced, watcher.synced]);
    room.write('q'.repeat(STORY_ROOM_MAX_BYTES + 1000));
    await until('the room connection is closed', () => room.closeCodes.length > 0);
    expect(room.closeCodes[0]).toBe(LIVE_ROOM_CLOSE.storyRoomTooLarge.code);
    expect(room.closes[0]).toBe(LIVE_ROOM_CLOSE.storyRoomTooLarge.reason);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcher.text()).toBe('');
  });

  it('a removed collaborator is closed with 4403', async () => {
    const { storyId, chapterId } = await sharedChapter();
    const collaborator = live.open(chapterId, 'collaborator');
    await collaborator.synced;
    const removed = await call(
      live.t,
      live.cast,
      'owner',
      'DELETE',
      `/api/v1/stories/${storyId}/collaborators/${live.cast.collaborator.user.id}`,
    );
    expect(removed.statusCode).toBeLessThan(300);
    await until('the collaborator is closed', () => collaborator.closeCodes.length > 0, 5000);
    expect(collaborator.closeCodes[0]).toBe(LIVE_ROOM_CLOSE.removed.code);
    expect(collaborator.closes[0]).toBe(LIVE_ROOM_CLOSE.removed.reason);
  });
});
