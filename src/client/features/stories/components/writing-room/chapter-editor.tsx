import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import type { TiptapDoc } from '@common/schemas/chapter';
import { chapterSchemaExtensions } from '@common/editor-extensions';
import { EditorToolbar } from './editor-toolbar';

type Props = {
  /** The document the editor opens with; later changes to this prop are ignored (remount to load another). */
  initialDoc: TiptapDoc;
  /** Called with the whole document after every change; the caller decides when to save. */
  onChange: (doc: TiptapDoc) => void;
  /** Called when the text loses focus (a good moment to save at once). */
  onBlur?: () => void;
  /** Called with the live word count on open and after every change. */
  onWordCountChange?: (words: number) => void;
  /** False shows the text read-only, without the toolbar. */
  editable: boolean;
  /** The text area's accessible name, e.g. "Text of Chapter 2". */
  label: string;
  /** Told the editor once it exists (the writing assistant reads and inserts through it). */
  onEditor?: (editor: Editor | null) => void;
};

/** Prose styles on the ProseMirror element itself; colours only from the theme tokens. */
export const PROSE = [
  // The writing area keeps a visible ring while it has the keyboard focus (outline-none alone hid it).
  'min-h-[55vh] rounded-xl px-5 py-6 font-reading text-lg leading-relaxed text-ink outline-none sm:px-10 sm:py-8',
  'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset',
  '[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-accent [&_a]:underline [&_hr]:my-8 [&_hr]:border-line',
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left',
  '[&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-ink-muted',
  '[&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
].join(' ');

/** The chapter editor's own element: prose styles and what assistive technology is told. */
export function chapterEditorAttributes(label: string) {
  return { class: PROSE, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true' };
}

/** Tells `onEditor` about the editor while it exists, and null once it is gone. */
export function useShareEditor(editor: Editor, onEditor?: (editor: Editor | null) => void) {
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);
}

/** Extensions both writing-room editors add to the chapter schema. */
export function chapterEditorExtras() {
  return [Placeholder.configure({ placeholder: 'Begin the chapter here…' }), CharacterCount];
}

/**
 * The chapter editor: Tiptap 3 with StarterKit, a placeholder and a word count. It owns no
 * saving and no loading: it opens `initialDoc` and reports changes, so the document source can
 * later become a live co-writing provider without changing this component.
 */
export function ChapterEditor({
  initialDoc,
  onChange,
  onBlur,
  onWordCountChange,
  editable,
  label,
  onEditor,
}: Props) {
  const callbacks = useRef({ onChange, onBlur, onWordCountChange });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, onWordCountChange };
  });

  const editor = useEditor({
    extensions: [...chapterSchemaExtensions(), ...chapterEditorExtras()],
    content: initialDoc,
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: chapterEditorAttributes(label) },
    onCreate: ({ editor: e }) => callbacks.current.onWordCountChange?.(e.storage.characterCount.words()),
    onUpdate: ({ editor: e }) => {
      callbacks.current.onChange(e.getJSON() as TiptapDoc);
      callbacks.current.onWordCountChange?.(e.storage.characterCount.words());
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);
  useShareEditor(editor, onEditor);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {editable ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} className="mx-auto w-full max-w-3xl flex-1" />
    </div>
  );
}
