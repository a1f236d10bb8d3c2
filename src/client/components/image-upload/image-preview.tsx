import { useState } from 'react';
import { ImageIcon, ImageOff } from 'lucide-react';

type Props = {
  /** The image to show; null shows the empty placeholder. */
  src: string | null;
  /** Describes the image for screen readers, e.g. "Current cover image". */
  alt: string;
  className?: string;
};

/**
 * A square thumbnail of the current image. With no image it shows a placeholder icon; when the
 * image cannot be loaded (deleted, offline) it shows a broken-image icon and says so.
 */
export function ImagePreview({ src, alt, className }: Props) {
  // Remembers which address failed, so a new address is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = [
    'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted sm:size-28',
    className ?? '',
  ].join(' ');

  if (!src) {
    return (
      <div className={box}>
        <ImageIcon aria-hidden="true" className="size-8 text-ink-muted" />
      </div>
    );
  }
  if (failedSrc === src) {
    return (
      <div className={`${box} flex-col gap-1 px-2 text-center`}>
        <ImageOff aria-hidden="true" className="size-7 text-ink-muted" />
        <span className="text-xs text-ink-muted">Image unavailable</span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailedSrc(src)} />
    </div>
  );
}
