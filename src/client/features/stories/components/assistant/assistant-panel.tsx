import { useId, useState } from 'react';
import { Sparkles, X } from 'lucide-react';
import type { Editor } from '@tiptap/react';
import {
  REWRITE_STYLES,
  type AiKind,
  type GenerationRequest,
  type RewriteStyle,
} from '@common/schemas/assistant';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useAiStatus } from '@client/lib/ai-status';
import { chapterText, insertGenerated, selectedRange, textBeforeCursor } from './editor-text';
import { useGeneration } from './use-generation';
import { useVoiceCharacters } from './voice-characters';
import { LoreTools } from './lore-tools';
import { AdvancedTools } from './advanced-tools';
import { GenerationResult } from './generation-result';

type Props = {
  storyId: string;
  chapterId: string;
  /** The chapter's editor, once it exists. */
  editor: Editor | null;
  /** Called after an insert (the writing room keeps an AI-assisted version). */
  onInserted: () => void;
  onClose: () => void;
};

const STYLE_LABEL: Record<RewriteStyle, string> = {
  tighter: 'Tighter',
  vivid: 'More vivid',
  voice: "In a character's voice",
};

/**
 * The writing assistant beside the chapter: Continue from the cursor, Rewrite the selection
 * (tighter, more vivid, or in a character's voice), and the world and story tools (a place from
 * the lore, names fitting a culture, a recap), and the advanced tools (Master Weaver: the
 * consistency check against the pages). The answer streams into the panel and enters
 * the chapter only on Insert, as one undoable step. Closing the panel stops a running generation
 * (nothing is counted). When AI is unavailable the panel says why, and admins how to set it up.
 */
export function AssistantPanel({ storyId, chapterId, editor, onInserted, onClose }: Props) {
  const status = useAiStatus();
  const generation = useGeneration();
  const [style, setStyle] = useState<RewriteStyle>('tighter');
  const [characterId, setCharacterId] = useState('');
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [kind, setKind] = useState<AiKind>('continue');
  const voices = useVoiceCharacters(style === 'voice');
  const ids = { style: useId(), character: useId() };
  const { state } = generation;
  const busy = state.phase === 'streaming';

  /** Starts a generation; only continue and rewrite are inserted at the cursor or the selection. */
  const begin = (request: GenerationRequest, at: { from: number; to: number } | null = null) => {
    setHint(null);
    setRange(at);
    setKind(request.kind);
    void generation.start(request);
  };
  const continueWriting = () => {
    if (!editor) return;
    begin({ kind: 'continue', storyId, chapterId, before: textBeforeCursor(editor) });
  };
  const rewrite = () => {
    if (!editor) return;
    const selected = selectedRange(editor);
    if (!selected) return setHint('Select the passage to rewrite in the chapter first.');
    if (style === 'voice' && !characterId) return setHint('Choose whose voice to use.');
    begin(
      {
        kind: 'rewrite',
        storyId,
        chapterId,
        selection: selected.text,
        style,
        ...(style === 'voice' ? { characterId } : {}),
      },
      { from: selected.from, to: selected.to },
    );
  };
  const insert = () => {
    if (!editor || state.phase !== 'done') return;
    insertGenerated(editor, state.text, range);
    generation.reset();
    onInserted();
  };

  const usage = status.data?.usage;
  return (
    <aside
      aria-label="Writing assistant"
      className="flex w-full shrink-0 flex-col gap-4 border-t border-line bg-surface p-5 lg:w-96 lg:border-t-0 lg:border-l"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-ink">
          <Sparkles aria-hidden="true" className="size-5 text-accent" />
          Writing assistant
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close the writing assistant">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {status.isPending ? (
        <Spinner label="Loading the assistant..." />
      ) : status.isError ? (
        <LoadError
          message={`Failed to load the assistant: ${status.error.message}`}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : !status.data.available ? (
        <div className="flex flex-col gap-2 text-sm">
          <Alert tone="info">{status.data.message}</Alert>
          {status.data.adminHint ? <p className="text-ink-muted">{status.data.adminHint}</p> : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          {usage ? (
            <p className="text-ink-muted" data-testid="ai-usage">
              {usage.limit === null
                ? `${usage.used} generations this period (unlimited)`
                : `${usage.used} of ${usage.limit} generations used this period`}
            </p>
          ) : null}
          <Button onClick={continueWriting} disabled={busy || !editor}>
            Continue from cursor
          </Button>
          <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <legend className="px-1 font-semibold text-ink">Rewrite the selection</legend>
            <label htmlFor={ids.style} className="text-ink">
              Style
            </label>
            <select
              id={ids.style}
              value={style}
              onChange={(e) => setStyle(e.target.value as RewriteStyle)}
              className="rounded-lg border border-line bg-surface px-2 py-1.5"
            >
              {REWRITE_STYLES.map((s) => (
                <option key={s} value={s}>
                  {STYLE_LABEL[s]}
                </option>
              ))}
            </select>
            {style === 'voice' ? (
              <>
                <label htmlFor={ids.character} className="text-ink">
                  Character
                </label>
                <select
                  id={ids.character}
                  value={characterId}
                  onChange={(e) => setCharacterId(e.target.value)}
                  className="rounded-lg border border-line bg-surface px-2 py-1.5"
                >
                  <option value="">{voices.isPending ? 'Loading...' : 'Choose a character'}</option>
                  {(voices.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
            <Button variant="secondary" onClick={rewrite} disabled={busy || !editor}>
              Rewrite selection
            </Button>
          </fieldset>
          <LoreTools
            storyId={storyId}
            chapterId={chapterId}
            busy={busy}
            onAsk={(request) => begin(request)}
          />
          <AdvancedTools
            storyId={storyId}
            chapterId={chapterId}
            busy={busy}
            chapterText={() => (editor ? chapterText(editor) : null)}
            onAsk={(request) => begin(request)}
            onHint={setHint}
          />
          {hint ? <Alert tone="info">{hint}</Alert> : null}
          <GenerationResult generation={generation} kind={kind} onInsert={insert} />
        </div>
      )}
    </aside>
  );
}
