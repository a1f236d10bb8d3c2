import * as Y from 'yjs';
import { getSchema } from '@tiptap/core';
import { Node as PmNode, type Schema } from '@tiptap/pm/model';
import {
  prosemirrorJSONToYXmlFragment,
  updateYFragment,
  yXmlFragmentToProseMirrorRootNode,
} from '@tiptap/y-tiptap';
import { chapterSchemaExtensions } from '@common/editor-extensions';
import type { TiptapDoc } from '@common/schemas/chapter';

/** The Yjs field the browser's Collaboration extension binds the editor to (its default). */
export const FRAGMENT = 'default';

let cached: Schema | undefined;
/** The chapter schema (built once; the same extensions as the browser's editor). */
export function chapterSchema(): Schema {
  cached ??= getSchema(chapterSchemaExtensions());
  return cached;
}

/**
 * A chapter document in its one stored form: parsed by the schema and written back, so every
 * attribute carries its default and keys come in the schema's order. Both sides of a comparison
 * go through this, so a Yjs round trip (which adds empty mark attributes and reorders keys) is
 * never mistaken for an edit. Throws when the JSON does not fit the schema.
 */
export function normaliseDoc(doc: unknown): TiptapDoc {
  return PmNode.fromJSON(chapterSchema(), doc).toJSON() as TiptapDoc;
}

/** Whether two documents say the same thing (after normalising both); a misfit is never the same. */
export function sameDoc(a: unknown, b: unknown): boolean {
  try {
    return stableJson(normaliseDoc(a)) === stableJson(normaliseDoc(b));
  } catch {
    return false;
  }
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The Yjs state of a chapter first opened live: its stored JSON, converted once. */
export function stateFromJson(doc: unknown): Uint8Array {
  const ydoc = new Y.Doc();
  prosemirrorJSONToYXmlFragment(chapterSchema(), normaliseDoc(doc), ydoc.getXmlFragment(FRAGMENT));
  const state = Y.encodeStateAsUpdate(ydoc);
  ydoc.destroy();
  return state;
}

/** The normalised Tiptap JSON a live document holds now. */
export function jsonFromYDoc(ydoc: Y.Doc): TiptapDoc {
  return yXmlFragmentToProseMirrorRootNode(
    ydoc.getXmlFragment(FRAGMENT),
    chapterSchema(),
  ).toJSON() as TiptapDoc;
}

/**
 * Makes the live document say `target` by editing it in place (a diff applied as Yjs edits),
 * never by replacing it: a browser's offline copy that merges in later then merges with these
 * edits instead of doubling the text.
 */
export function applyDocAsEdits(ydoc: Y.Doc, target: unknown, origin: unknown): void {
  const node = PmNode.fromJSON(chapterSchema(), target);
  ydoc.transact(() => {
    updateYFragment(ydoc, ydoc.getXmlFragment(FRAGMENT), node, { mapping: new Map(), isOMark: new Map() });
  }, origin);
}
