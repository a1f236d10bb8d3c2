import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import type { UploadBucket } from '@common/constants';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ImagePreview } from './image-preview';
import { IMAGE_ACCEPT } from './image-validation';
import { UploadProgressBar } from './upload-progress-bar';
import { useImageUpload } from './use-image-upload';

export type ImageUploadFieldProps = {
  /** Where the image is stored (SPEC section 7 buckets). */
  bucket: UploadBucket;
  /** The current image URL (as saved on the entity), or null for none. */
  value: string | null;
  /**
   * Called with the new image's URL once it is uploaded, or null when the user removes it. The
   * form saves it with the entity; the server deletes the replaced image when the entity is saved.
   */
  onChange: (url: string | null) => void;
  /** Visible label of the field, e.g. "Cover image". */
  label: string;
  /** Help text under the drop area; defaults to the accepted types and size. */
  hint?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so a form can keep Save disabled meanwhile (SPEC section 4). */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * An image field for forms: shows the current image (or a placeholder), takes a new one by click,
 * keyboard or drag-and-drop, resizes it in the browser, uploads it with a progress bar and the
 * phase message, and shows failures in an alert. Remove clears the value (onChange(null)).
 */
export function ImageUploadField({
  bucket,
  value,
  onChange,
  label,
  hint,
  disabled = false,
  onBusyChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { progress, error, busy, start, clearError } = useImageUpload(bucket, (result) =>
    onChange(result.url),
  );

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const blocked = disabled || busy;
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !blocked) void start(file);
  };
  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    if (!blocked) setDragging(over);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex items-start gap-3 sm:gap-4">
        <ImagePreview src={value} alt={`Current ${label.toLowerCase()}`} />
        <div className="min-w-0 flex-1 space-y-3">
          <button
            type="button"
            disabled={blocked}
            aria-describedby={`${id}-hint`}
            onClick={() => input.current?.click()}
            onDragEnter={(e) => onDrag(e, true)}
            onDragOver={(e) => onDrag(e, true)}
            onDragLeave={(e) => onDrag(e, false)}
            onDrop={onDrop}
            className={[
              'flex w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-3 py-4 text-center transition-colors',
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
              'disabled:cursor-not-allowed disabled:opacity-60',
              dragging
                ? 'border-accent bg-accent/10'
                : 'border-line bg-surface hover:border-accent hover:bg-surface-muted',
            ].join(' ')}
          >
            <ImageUp aria-hidden="true" className="size-6 text-accent" />
            <span className="text-sm font-semibold text-ink">
              {busy ? 'Uploading...' : value ? 'Replace image' : 'Choose an image'}
            </span>
            <span className="text-xs text-ink-muted">or drag it here</span>
          </button>
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {hint ?? 'PNG, JPG or WebP, up to 5 MB. Resized to fit 400 x 400.'}
          </p>
          {progress ? <UploadProgressBar progress={progress} label={`${label} upload`} /> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          {value && !busy ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              disabled={disabled}
              onClick={() => {
                clearError();
                onChange(null);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        aria-label={label}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
