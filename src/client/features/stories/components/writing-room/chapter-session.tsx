import { useState } from 'react';
import { FileText, Sparkles } from 'lucide-react';
import type { Editor } from '@tiptap/react';
import type { ChapterStatus } from '@common/constants';
import type { Chapter } from '@common/schemas/chapter';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';
import { countLabel } from '../story-format';
import { ChapterEditor } from './chapter-editor';
import { ChapterSchedule } from './chapter-schedule';
import { ChapterTitleInput } from './chapter-title-input';
import { HistoryDialog } from './history-dialog';
import { SaveProblemBanner } from './save-problem-banner';
import { SaveStatus } from './save-status';
import { useChapterAutosave } from './use-chapter-autosave';
import { LiveChapterEditor } from '../live/live-chapter-editor';
import { LiveStatusBadge } from '../live/live-status-badge';
import type { LiveRoom, LiveStatus } from '../live/live-room';
import { AssistantPanel } from '../assistant/assistant-panel';
import { BetaCommentsPanel } from '../beta-comments/beta-comments-panel';
import { useAiAssistedVersion } from '../assistant/use-ai-assisted-version';

type Props = {
  storyId: string;
  /** The chapter as loaded; the caller remounts this component (key) to load another version. */
  chapter: Chapter;
  /** What the caller's role may do with the chapter (the story's abilities). */
  rights: ChapterRights;
  /** Shown above the text when the caller may not change it. */
  readOnlyNote: string;
  /** Shows `theirs` (the version saved elsewhere) in place of this device's text. */
  onReload: (theirs: Chapter) => void;
  /** The live room, when its socket works: the text is then co-written there, not saved here. */
  live?: LiveSessionProps;
};

export type LiveSessionProps = { room: LiveRoom; me: { id: string; name: string }; status: LiveStatus };
/** abilities.writeChapters (text and title), publishChapters (status), restoreVersions. */
export type ChapterRights = { write: boolean; publish: boolean; restore: boolean };

/**
 * One chapter open in the writing room: title, draft/published switch, save state and word
 * count above the editor. The editor only reports changes; the autosave hook owns saving, the
 * local draft and the leave warnings (beforeunload and the router's blocker).
 */
export function ChapterSession({ storyId, chapter, rights, readOnlyNote, onReload, live }: Props) {
  const canEdit = rights.write;
  const autosave = useChapterAutosave({ storyId, chapter, enabled: canEdit && !live });
  const [liveUnsynced, setLiveUnsynced] = useState(false);
  const [liveClosed, setLiveClosed] = useState<string | null>(null);
  const [words, setWords] = useState(chapter.wordCount);
  const [status, setStatus] = useState<ChapterStatus>(chapter.status);
  const [title, setTitle] = useState(chapter.title);
  const [scheduledAt, setScheduledAt] = useState(chapter.scheduledAt);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [statusSaving, setStatusSaving] = useState(false);
  const guard = useUnsavedChangesGuard(live ? liveUnsynced : autosave.hasUnsaved);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const markAiAssisted = useAiAssistedVersion(storyId, chapter.id, Boolean(live), liveUnsynced);
  const name = title || `Chapter ${chapter.position}`;

  const toggleStatus = async () => {
    const next: ChapterStatus = status === 'published' ? 'draft' : 'published';
    setStatusSaving(true);
    setStatusError(null);
    try {
      const saved = await autosave.saveFields({ status: next });
      setStatus(saved.status);
      setScheduledAt(saved.scheduledAt);
    } catch (err) {
      setStatusError(err instanceof Error ? err.message : 'The status could not be changed');
    } finally {
      setStatusSaving(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <div className="border-b border-line px-5 pt-5 pb-4 sm:px-10">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Chapter {chapter.position}
        </p>
        {/* The title on its own line, the chapter's actions under it: side by side, the actions
            (up to seven) squeezed the title to nothing on a laptop screen. */}
        <div className="mt-1 flex flex-col gap-3">
          <ChapterTitleInput
            title={title}
            position={chapter.position}
            editable={canEdit}
            onSave={async (next) => setTitle((await autosave.saveFields({ title: next })).title)}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Badge tone={status === 'published' ? 'accent' : 'neutral'}>
              {status === 'published' ? 'Published' : scheduledAt ? 'Scheduled' : 'Draft'}
            </Badge>
            {canEdit && rights.publish ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void toggleStatus()}
                busy={statusSaving}
                disabled={statusSaving}
              >
                {status === 'published' ? 'Mark as draft' : 'Mark as published'}
              </Button>
            ) : null}
            {canEdit && rights.publish && status === 'draft' ? (
              <ChapterSchedule
                storyId={storyId}
                chapterId={chapter.id}
                scheduledAt={scheduledAt}
                onChange={setScheduledAt}
              />
            ) : null}
            {canEdit ? (
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={assistantOpen}
                aria-label="Writing assistant"
                onClick={() => setAssistantOpen((open) => !open)}
              >
                <Sparkles aria-hidden="true" className="size-4" />
                Assistant
              </Button>
            ) : null}
            {live && canEdit ? (
              <HistoryDialog
                storyId={storyId}
                chapterId={chapter.id}
                chapterName={name}
                canRestore={rights.restore}
              />
            ) : null}
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted tabular-nums">
              <FileText aria-hidden="true" className="size-4" />
              {countLabel(words, 'word')}
            </span>
            {live ? (
              <LiveStatusBadge status={live.status} />
            ) : canEdit ? (
              <SaveStatus state={autosave.state} />
            ) : null}
          </div>
        </div>
        {statusError ? (
          <Alert tone="error" className="mt-3">
            {statusError}
          </Alert>
        ) : null}
        {liveClosed ? (
          <Alert tone="error" className="mt-3">
            {liveClosed}
          </Alert>
        ) : null}
        {autosave.restored ? (
          <Alert tone="info" className="mt-3">
            Unsaved changes from your last visit on this device were restored and are being saved.
          </Alert>
        ) : null}
        {!canEdit ? (
          <Alert tone="info" className="mt-3">
            {readOnlyNote}
          </Alert>
        ) : null}
        <div className="mt-3 empty:hidden">
          <SaveProblemBanner
            state={autosave.state}
            onKeepMine={autosave.keepMine}
            onRetry={() => void autosave.flush()}
            onReload={() => {
              if (autosave.state.kind !== 'conflict') return;
              autosave.discardMine();
              onReload(autosave.state.theirs);
            }}
          />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {live ? (
          <LiveChapterEditor
            onEditor={setEditor}
            room={live.room}
            chapterId={chapter.id}
            me={live.me}
            label={`Text of ${name}`}
            onWordCountChange={setWords}
            onUnsyncedChange={setLiveUnsynced}
            onClosed={setLiveClosed}
          />
        ) : (
          <ChapterEditor
            onEditor={setEditor}
            initialDoc={autosave.initialDoc}
            onChange={autosave.onChange}
            onBlur={() => void autosave.flush()}
            onWordCountChange={setWords}
            editable={canEdit}
            label={`Text of ${name}`}
          />
        )}
        {canEdit ? <BetaCommentsPanel storyId={storyId} chapterId={chapter.id} editor={editor} /> : null}
        {canEdit && assistantOpen ? (
          <AssistantPanel
            storyId={storyId}
            chapterId={chapter.id}
            editor={editor}
            onInserted={markAiAssisted}
            onClose={() => setAssistantOpen(false)}
          />
        ) : null}
      </div>
      {guard.dialog}
    </div>
  );
}
