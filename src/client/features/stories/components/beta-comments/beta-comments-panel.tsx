import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { relativePositionToAbsolutePosition, ySyncPluginKey } from '@tiptap/y-tiptap';
import { MessageSquareQuote } from 'lucide-react';
import * as Y from 'yjs';
import type { BetaComment, MyBeta } from '@common/schemas/beta';
import { Button } from '@client/components/ui/button';
import { api } from '@client/lib/api';

type Props = { storyId: string; chapterId: string; editor: Editor | null };

const decode = (s: string) => Y.decodeRelativePosition(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));

/**
 * Where a comment's passage is in the editor now: its Yjs relative positions resolved against the
 * live document (so it follows collaborators' typing); when they do not resolve (the editor's
 * binding rebuilt the paragraph) or without the live room, where its words are if they occur
 * exactly once, as the server does. Null when the passage is gone (the comment is detached).
 */
function passageIn(editor: Editor, c: BetaComment): { from: number; to: number } | null {
  const sync = ySyncPluginKey.getState(editor.state) as
    { doc: Y.Doc; type: Y.XmlFragment; binding: { mapping: Map<unknown, unknown> } | null } | undefined;
  if (sync?.binding) {
    const from = relativePositionToAbsolutePosition(
      sync.doc,
      sync.type,
      decode(c.anchor.start),
      sync.binding.mapping as never,
    );
    const to = relativePositionToAbsolutePosition(
      sync.doc,
      sync.type,
      decode(c.anchor.end),
      sync.binding.mapping as never,
    );
    if (from !== null && to !== null && from < to) return { from, to };
  }
  const found: { from: number; to: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (!node.isText) return true;
    for (let at = node.text!.indexOf(c.quote); at >= 0 && c.quote; at = node.text!.indexOf(c.quote, at + 1))
      found.push({ from: pos + at, to: pos + at + c.quote.length });
    return false;
  });
  return found.length === 1 ? found[0]! : null;
}

/**
 * The beta readers' comments on this chapter beside the text (the author's team only): each with
 * the passage it is on; clicking one selects that passage in the editor; Resolve and Reopen. A
 * comment whose passage was deleted is shown as detached with the words it was left on. Shows
 * nothing when the chapter is in no beta read.
 */
export function BetaCommentsPanel({ storyId, chapterId, editor }: Props) {
  const queryClient = useQueryClient();
  const reads = useQuery({ queryKey: ['beta', 'mine'], queryFn: () => api<MyBeta>('/api/v1/me/beta') });
  const ids = (reads.data?.asAuthor ?? []).filter((r) => r.storyId === storyId).map((r) => r.id);
  const comments = useQuery({
    queryKey: ['beta', 'comments', ...ids],
    enabled: ids.length > 0,
    refetchInterval: 30_000,
    queryFn: async () => {
      const lists = await Promise.all(
        ids.map(async (id) =>
          (await api<{ comments: BetaComment[] }>(`/api/v1/beta-reads/${id}/comments`)).comments.map((c) => ({
            ...c,
            readId: id,
          })),
        ),
      );
      return lists.flat();
    },
  });
  const resolve = useMutation({
    mutationFn: ({ readId, id, resolved }: { readId: string; id: string; resolved: boolean }) =>
      api<BetaComment>(`/api/v1/beta-reads/${readId}/comments/${id}`, { method: 'PUT', body: { resolved } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['beta', 'comments'] }),
  });
  const mine = (comments.data ?? []).filter((c) => c.chapterId === chapterId);
  if (mine.length === 0) return null;

  const show = (c: BetaComment) => {
    const at = editor && passageIn(editor, c);
    if (!editor || !at) return;
    editor.chain().focus().setTextSelection(at).scrollIntoView().run();
  };

  return (
    <aside
      aria-label="Beta readers' comments"
      className="flex w-full shrink-0 flex-col gap-3 border-t border-line bg-surface p-5 lg:w-80 lg:border-t-0 lg:border-l"
    >
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-ink">
        <MessageSquareQuote aria-hidden="true" className="size-5 text-accent" />
        Beta comments
      </h2>
      <ul className="flex flex-col gap-3">
        {mine.map((c) => {
          const detached = editor ? passageIn(editor, c) === null : c.detached;
          return (
            <li key={c.id} data-testid="beta-comment" className="rounded-md border border-line p-3 text-sm">
              <button
                type="button"
                className="w-full text-left"
                onClick={() => show(c)}
                disabled={detached}
                aria-label={`Show the passage "${c.quote}" in the text`}
              >
                <q className="block text-ink-muted italic">{c.quote}</q>
                <span className="mt-1 block text-ink">{c.body}</span>
              </button>
              <p className="mt-2 flex items-center justify-between gap-2 text-xs text-ink-muted">
                <span>
                  {c.readerUsername ?? 'A former reader'}
                  {detached ? ' · Detached: the passage was deleted' : ''}
                  {c.resolved ? ' · Resolved' : ''}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => resolve.mutate({ readId: c.readId, id: c.id, resolved: !c.resolved })}
                >
                  {c.resolved ? 'Reopen' : 'Resolve'}
                </Button>
              </p>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
