import { cursorCodec, field } from '../../db/cursor-codec';

/**
 * Keyset cursors of the group lists whose order is not "newest update first": the sort values of
 * the last row shown, ending with its id (the shared codec's format, db/cursor-codec.ts).
 */

/** Listed groups by size: (member_count, id). */
export const groupListCursor = cursorCodec(field.int, field.uuid);
/** Members by join time: (joined_at, user id). */
export const memberListCursor = cursorCodec(field.time, field.uuid);
/** Threads, pinned first then by last activity: (pinned, last activity, id). */
export const threadListCursor = cursorCodec(field.bool, field.time, field.uuid);
