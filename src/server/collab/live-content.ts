import type { TiptapDoc } from '@common/schemas/chapter';
import { badRequest } from '../errors';
import { unchangedSince, type LiveContentSave } from '../modules/chapters/chapters.service';
import type { CollabHocuspocus } from './collab-hocuspocus';
import { applyDocAsEdits, jsonFromYDoc, normaliseDoc, sameDoc } from './live-doc';

/**
 * The content of a chapter PATCH for a chapter that has been opened live (it has a stored Yjs
 * state): the text is written as edits inside the chapter's live document, the way a restore
 * is, and never by rebuilding the document, so the room, every server (through Redis) and a
 * browser's offline copy all merge with it. The live document stores itself (state, JSON,
 * word count, story counts) before this returns.
 *
 * Conflicts keep the PATCH's meaning: with `expectedUpdatedAt`, the save is refused when the
 * row changed since, and also when the live document holds text the row does not have yet
 * (typing in the room waiting for its save debounce), since the client never saw that text
 * either. A save the document already says is `holds` and changes nothing, so a retried save,
 * or a fallback save of words that also arrive through the live room, never doubles them.
 */
export function createLiveContentSave(collab: CollabHocuspocus): LiveContentSave {
  return async ({ caller, storyId, row, content, expectedUpdatedAt }) => {
    let target: TiptapDoc;
    try {
      target = normaliseDoc(content);
    } catch {
      throw badRequest('The chapter text has content the editor does not know');
    }
    const context = { user: { id: caller.id, username: caller.username }, storyId };
    return collab.withLiveDoc(row.id, context, (doc) => {
      const now = jsonFromYDoc(doc);
      if (sameDoc(now, target)) return 'holds';
      if (
        expectedUpdatedAt !== undefined &&
        (!unchangedSince(row, expectedUpdatedAt) || !sameDoc(now, row.content))
      ) {
        return 'conflict';
      }
      applyDocAsEdits(doc, target, { httpSave: caller.id });
      return 'applied';
    });
  };
}
