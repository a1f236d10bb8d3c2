import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import Collaboration from '@tiptap/extension-collaboration';
import { chapterSchemaExtensions } from '@common/editor-extensions';
import { LIVE_ROOM_FINAL_CODES } from '@common/live-room-close-codes';
import { EditorToolbar } from '../writing-room/editor-toolbar';
import { chapterEditorAttributes, chapterEditorExtras, useShareEditor } from '../writing-room/chapter-editor';
import { throttleAwareness } from './awareness-throttle';
import { dropQueuedMessages } from './drop-queued';
import { LiveCarets } from './caret-extension';
import { colorFor, type LiveRoom } from './live-room';

type Props = {
  room: LiveRoom;
  chapterId: string;
  me: { id: string; name: string };
  label: string;
  onWordCountChange: (words: number) => void;
  /** True while something typed here has not reached the server (the tab warns before closing). */
  onUnsyncedChange: (unsynced: boolean) => void;
  /** The server closed this chapter for us (too large, access removed): its reason. */
  onClosed: (reason: string) => void;
  /** Told the editor once it exists (the writing assistant reads and inserts through it). */
  onEditor?: (editor: Editor | null) => void;
};

type Live = { doc: Y.Doc; provider: HocuspocusProvider; local: IndexeddbPersistence };

/**
 * One chapter in the live room: a Yjs document kept in this browser (IndexedDB, so edits typed
 * offline survive a closed tab and merge when the connection returns) and synced through the
 * story's socket. Opening a chapter tells the room (story awareness) which chapter we are in.
 */
export function LiveChapterEditor(props: Props) {
  const { room, chapterId, me } = props;
  const [live, setLive] = useState<Live | null>(null);
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    const doc = new Y.Doc();
    const local = new IndexeddbPersistence(`inkforge-chapter-${chapterId}`, doc);
    const provider = new HocuspocusProvider({
      websocketProvider: room.socket,
      name: chapterId,
      document: doc,
      token: 'session',
      onClose: ({ event }) => {
        // After these the socket reconnects for the story room, but this chapter would only
        // send the same text again (too large, or no longer ours): it stops syncing here.
        if (LIVE_ROOM_FINAL_CODES.includes(event.code)) provider.detach();
        if (event.reason && event.reason !== 'Server closed the connection')
          callbacks.current.onClosed(event.reason);
      },
      onUnsyncedChanges: ({ number }) => callbacks.current.onUnsyncedChange(number > 0),
    });
    throttleAwareness(provider);
    provider.attach();
    provider.awareness?.setLocalStateField('user', { name: me.name, color: colorFor(me.id) });
    room.story.awareness?.setLocalStateField('chapterId', chapterId);
    setLive({ doc, provider, local });
    return () => {
      setLive(null);
      provider.destroy();
      dropQueuedMessages(room.socket, chapterId);
      void local.destroy();
      doc.destroy();
    };
  }, [room, chapterId, me.id, me.name]);

  if (!live) return null;
  return <CollaborativeEditor key={chapterId} live={live} {...props} />;
}

function CollaborativeEditor({ live, label, onWordCountChange, onEditor }: Props & { live: Live }) {
  const wordCount = useRef(onWordCountChange);
  useEffect(() => {
    wordCount.current = onWordCountChange;
  });
  const editor = useEditor({
    extensions: [
      ...chapterSchemaExtensions({ undoRedo: false }),
      ...chapterEditorExtras(),
      Collaboration.configure({ document: live.doc, field: 'default' }),
      LiveCarets.configure({ awareness: live.provider.awareness }),
    ],
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: chapterEditorAttributes(label) },
    onCreate: ({ editor: e }) => wordCount.current(e.storage.characterCount.words()),
    onUpdate: ({ editor: e }) => wordCount.current(e.storage.characterCount.words()),
  });
  useShareEditor(editor, onEditor);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} className="mx-auto w-full max-w-3xl flex-1" />
    </div>
  );
}
