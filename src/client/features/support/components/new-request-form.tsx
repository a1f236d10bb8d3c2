import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_BODY_MAX } from '@common/support';
import { createSupportRequestSchema } from '@common/schemas/support';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { Button } from '@client/components/ui/button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useOpenSupportRequest } from '../api/support';

type Errors = Partial<Record<'subject' | 'description', string>>;

/** Subject, description and an optional screenshot; opens the request and goes to its thread. */
export function NewRequestForm() {
  const open = useOpenSupportRequest();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSupportRequestSchema.safeParse({ subject, description, screenshot });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const created = await open.mutateAsync(parsed.data);
      await navigate(`/support/${created.id}`);
    } catch {
      // Shown by SaveErrorAlert below.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={errors.subject}
        autoComplete="off"
      />
      <TextareaField
        label="Description"
        hint="What happened, and what you expected instead."
        rows={5}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        length={description.length}
        limit={SUPPORT_BODY_MAX}
      />
      <ImageUploadField
        bucket="support-images"
        label="Screenshot (optional)"
        value={screenshot}
        onChange={setScreenshot}
        onBusyChange={setUploading}
      />
      <SaveErrorAlert error={open.error} fallback="Your request could not be sent. Please try again." />
      <Button
        type="submit"
        busy={open.isPending}
        disabled={open.isPending || uploading}
        className="self-start"
      >
        Send request
      </Button>
    </form>
  );
}
