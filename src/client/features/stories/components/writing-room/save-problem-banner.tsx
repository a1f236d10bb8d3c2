import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import type { SaveState } from './use-chapter-autosave';

type Props = {
  state: SaveState;
  /** Conflict: save this device's text over the other version. */
  onKeepMine: () => void;
  /** Conflict: show the other version, dropping this device's unsaved text. */
  onReload: () => void;
  /** Error: try the save again now. */
  onRetry: () => void;
};

/**
 * What went wrong with saving and what can be done: a conflict (the chapter was saved elsewhere
 * meanwhile) offers Reload chapter or Keep my version; a refused save shows the server's message.
 * Going offline needs no banner: the status line says it and saving resumes by itself.
 */
export function SaveProblemBanner({ state, onKeepMine, onReload, onRetry }: Props) {
  if (state.kind === 'conflict') {
    return (
      <Alert tone="error">
        <p className="font-semibold">This chapter was changed elsewhere since you opened it.</p>
        <p className="mt-1">
          Your latest text is kept on this device and has not been saved. Reload the chapter to see the other
          version (your unsaved text here is dropped), or keep your version and save it over theirs.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onReload}>
            Reload chapter
          </Button>
          <Button size="sm" onClick={onKeepMine}>
            Keep my version
          </Button>
        </div>
      </Alert>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert tone="error">
        <p>
          <span className="font-semibold">Not saved:</span> {state.message} Your text is kept on this device.
        </p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
