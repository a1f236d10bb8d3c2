import { getSchema } from '@tiptap/core';
import { Node as PmNode, type Schema } from '@tiptap/pm/model';
import { chapterSchemaExtensions } from '@common/editor-extensions';
import type { TiptapDoc } from '@common/schemas/chapter';
import { badRequest } from '../../errors';

let cached: Schema | undefined;

/**
 * Refuses (400) a chapter document the editor could not open: an unknown node or mark type, or
 * nodes where the schema allows none. The zod schema checks the JSON's shape only; a document
 * that passed it but not this was stored before and broke every later load of the chapter into
 * the live room (a 500 on saving a version, opening the room, restoring).
 */
export function assertEditorDocument(doc: TiptapDoc): void {
  cached ??= getSchema(chapterSchemaExtensions());
  try {
    PmNode.fromJSON(cached, doc).check();
  } catch (err) {
    throw badRequest(`Chapter content is not a valid document: ${(err as Error).message}`);
  }
}
