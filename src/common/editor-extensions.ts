import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

/**
 * The chapter document's node and mark types: the one StarterKit set-up the browser's editor
 * and the server's live-document conversion share, so both read and write the same schema.
 * `undoRedo` is off because a live document keeps its own per-user history (Collaboration).
 * Images are blocks with `src` and `alt`: our own uploads (a manuscript's images come in through
 * the upload pipeline); book exports embed them and leave out any other address.
 */
export function chapterSchemaExtensions({ undoRedo = true }: { undoRedo?: boolean } = {}) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: { openOnClick: false },
      ...(undoRedo ? {} : { undoRedo: false as const }),
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
