import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import * as Toolbar from '@radix-ui/react-toolbar';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

type Tool = {
  label: string;
  icon: LucideIcon;
  /** Keyboard shortcut, shown in the tooltip. */
  keys: string;
  run: (editor: Editor) => void;
  /** Toggles report their state with aria-pressed; plain actions (undo) do not. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: Tool[][] = [
  [
    {
      label: 'Bold',
      icon: Bold,
      keys: 'Ctrl+B',
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      label: 'Italic',
      icon: Italic,
      keys: 'Ctrl+I',
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
  ],
  [
    {
      label: 'Heading',
      icon: Heading2,
      keys: 'Ctrl+Alt+2',
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      label: 'Subheading',
      icon: Heading3,
      keys: 'Ctrl+Alt+3',
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      label: 'Bulleted list',
      icon: List,
      keys: 'Ctrl+Shift+8',
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      keys: 'Ctrl+Shift+7',
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      label: 'Quote',
      icon: Quote,
      keys: 'Ctrl+Shift+B',
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
  ],
  [
    {
      label: 'Undo',
      icon: Undo2,
      keys: 'Ctrl+Z',
      run: (e) => e.chain().focus().undo().run(),
      enabled: (e) => e.can().undo(),
    },
    {
      label: 'Redo',
      icon: Redo2,
      keys: 'Ctrl+Shift+Z',
      run: (e) => e.chain().focus().redo().run(),
      enabled: (e) => e.can().redo(),
    },
  ],
];

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-35 disabled:hover:bg-transparent ' +
  'aria-pressed:bg-accent/15 aria-pressed:text-accent';

/**
 * Formatting buttons above the chapter text; each shows whether it is on where the cursor is.
 * The toolbar is one tab stop (WAI-ARIA toolbar pattern, from Radix): arrow keys move between
 * the buttons, Home and End jump to the first and last, and disabled buttons are skipped.
 */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLS.flat().map((tool) => ({ active: tool.active?.(e) ?? null, enabled: tool.enabled?.(e) ?? true })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  let index = 0;
  return (
    <Toolbar.Root
      aria-label="Formatting"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-1 border-b border-line bg-surface/95 px-2 py-1.5 backdrop-blur sm:px-4"
    >
      {TOOLS.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-line pr-1 [&:not(:last-child)]:border-r">
          {group.map((tool) => {
            const { active, enabled } = state?.[index++] ?? { active: null, enabled: true };
            const Icon = tool.icon;
            return (
              <Toolbar.Button
                key={tool.label}
                type="button"
                className={BUTTON}
                // Keeps the editor's selection: a click formats the text, it does not move focus.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => tool.run(editor)}
                disabled={!enabled}
                aria-pressed={active === null ? undefined : active}
                aria-label={tool.label}
                title={`${tool.label} (${tool.keys})`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Toolbar.Button>
            );
          })}
        </div>
      ))}
    </Toolbar.Root>
  );
}
