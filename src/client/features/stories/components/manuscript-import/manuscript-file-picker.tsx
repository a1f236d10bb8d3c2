import { useId, useState, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import { MANUSCRIPT_EXTENSIONS, MANUSCRIPT_MAX_BYTES } from '@common/schemas/manuscript-import';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { labelClassName } from '@client/components/ui/field-styles';

const MAX_MB = MANUSCRIPT_MAX_BYTES / 1024 / 1024;

/** What is wrong with a picked file before it is sent (the server checks again, and more). */
export function fileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!MANUSCRIPT_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return 'Please import a Word document (.docx), Markdown (.md) or plain text (.txt) file.';
  if (file.size > MANUSCRIPT_MAX_BYTES)
    return `This manuscript is larger than ${MAX_MB} MB. Please split it and import it in parts.`;
  if (file.size === 0) return 'This file is empty.';
  return undefined;
}

type Props = {
  busy: boolean;
  /** The server's refusal of the last file sent, shown with the picker. */
  error?: string;
  onPick: (file: File) => void;
};

/** Choose the manuscript: the accepted types and the size limit shown, checked before sending. */
export function ManuscriptFilePicker({ busy, error, onPick }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setProblem('Choose a manuscript file first.');
    const wrong = fileProblem(file);
    if (wrong) return setProblem(wrong);
    setProblem(undefined);
    onPick(file);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={id} className={labelClassName}>
          Manuscript file
        </label>
        <input
          id={id}
          type="file"
          accept={[
            ...MANUSCRIPT_EXTENSIONS,
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'text/markdown',
            'text/plain',
          ].join(',')}
          aria-describedby={`${id}-hint`}
          aria-invalid={shown ? true : undefined}
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(undefined);
          }}
          className="block w-full rounded-lg border border-line bg-surface text-sm text-ink shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-line file:bg-surface-muted file:px-3 file:py-2.5 file:font-medium file:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          Word (.docx), Markdown (.md) or plain text (.txt), up to {MAX_MB} MB. Chapters are found at the
          manuscript&apos;s headings; you check the split before anything is saved.
        </p>
      </div>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <Button type="submit" busy={busy}>
        <FileUp aria-hidden="true" className="size-4" />
        {busy ? 'Reading the manuscript...' : 'Preview chapters'}
      </Button>
    </form>
  );
}
