import { useState, type FormEvent, type ReactNode } from 'react';
import { SUPPORT_BODY_MAX } from '@common/support';
import { Button } from '@client/components/ui/button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextareaField } from '@client/components/ui/textarea-field';

type Props = {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Sends the text; resolves once stored (the box then empties). */
  onSend: (body: string) => Promise<unknown>;
  /** Extra controls above the button (screenshot, internal note, canned replies). */
  extra?: (setBody: (body: string) => void) => ReactNode;
};

/** A reply textarea with its own empty check and the server's error. */
export function ReplyBox({ label, submitLabel, busy, error, onSend, extra }: Props) {
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setEmpty(true);
    setEmpty(false);
    try {
      await onSend(body);
      setBody('');
    } catch {
      // Shown by SaveErrorAlert.
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextareaField
        label={label}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={empty ? 'Write a message' : undefined}
        length={body.length}
        limit={SUPPORT_BODY_MAX}
      />
      {extra?.(setBody)}
      <SaveErrorAlert error={error} fallback="Your message could not be sent. Please try again." />
      <Button type="submit" busy={busy} disabled={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
