import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

/** A writer's caret: a coloured bar with their name above it. */
function caret(user: { name?: string; color?: string }): HTMLElement {
  const color = user.color ?? '#64748b';
  const bar = document.createElement('span');
  bar.className = 'live-caret';
  bar.style.cssText = `position:relative;margin-left:-1px;margin-right:-1px;border-left:2px solid ${color};word-break:normal;pointer-events:none`;
  const label = document.createElement('span');
  label.textContent = user.name ?? 'Someone';
  label.style.cssText = `position:absolute;top:-1.35em;left:-2px;padding:0 4px;border-radius:4px 4px 4px 0;font:600 11px/1.4 system-ui,sans-serif;white-space:nowrap;color:#fff;background:${color};user-select:none`;
  bar.append(label);
  return bar;
}

/**
 * The other writers' named, coloured carets and selections, drawn from the chapter document's
 * awareness (`user: { name, color }`). Built on @tiptap/y-tiptap's cursor plugin, the same one
 * the Collaboration extension's sync plugin pairs with, so no second ProseMirror is involved.
 */
export const LiveCarets = Extension.create<{ awareness: Awareness | null }>({
  name: 'liveCarets',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    if (!this.options.awareness) return [];
    return [
      yCursorPlugin(this.options.awareness, {
        cursorBuilder: caret,
        selectionBuilder: (user: { color?: string }) => ({
          style: `background-color: ${(user.color ?? '#64748b') + '33'}`,
          class: 'live-selection',
        }),
      }),
    ];
  },
});
