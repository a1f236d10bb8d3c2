import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useMuteAuthor } from '../api/mute-author';

type Props = {
  username: string;
  /** Whether the caller muted the author now (from the profile). */
  muted: boolean;
};

/**
 * Mute / Muted toggle (issue 25): a muted author's stories are never recommended to the reader,
 * and the library's advanced filter can hide them. The author is not told.
 */
export function MuteButton({ username, muted }: Props) {
  const mute = useMuteAuthor(username);
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <Button
        variant="ghost"
        aria-pressed={muted}
        busy={mute.isPending}
        disabled={mute.isPending}
        onClick={() => mute.mutate(!muted)}
      >
        {mute.isPending ? null : muted ? (
          <VolumeX aria-hidden="true" className="size-4" />
        ) : (
          <Volume2 aria-hidden="true" className="size-4" />
        )}
        {muted ? 'Muted' : 'Mute'}
        <span className="sr-only"> {username}</span>
      </Button>
      {mute.isError ? (
        <p role="alert" className="text-sm text-danger">
          {mute.error.message}
        </p>
      ) : null}
    </div>
  );
}
