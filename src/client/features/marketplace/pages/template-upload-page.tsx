import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Eye, FileUp, Pencil, Send, Upload } from 'lucide-react';
import type { TemplateType } from '@common/constants';
import { TEMPLATE_DRAFT_SOURCES, type TemplateDraftSource } from '@common/schemas/marketplace';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormSection } from '@client/components/ui/form-section';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { Spinner } from '@client/components/ui/spinner';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';
import { useTemplateDraft } from '../api/get-template-draft';
import { useCreateTemplate } from '../api/manage-template';
import { emptyContent, toEditable } from '../components/content/content-model';
import { ContentEditor } from '../components/content/content-editor';
import { TemplateDetailsFields } from '../components/upload/template-details-fields';
import { TemplateFormPreview } from '../components/upload/template-form-preview';
import { PrivateTemplatePanel } from '../components/upload/private-template-panel';
import {
  emptyTemplateForm,
  errorsAfterChange,
  formFromImport,
  validateTemplateForm,
  type FormErrors,
  type TemplateFormValues,
} from '../components/upload/template-form-values';
import { countLabel } from '@common/plural';

/** `?from=story:{id}` (or world:, character:): 'Publish as template' from one's own work. */
function draftSource(from: string | null): { kind: TemplateDraftSource; id: string } | null {
  const [kind, id] = (from ?? '').split(':');
  return kind && id && (TEMPLATE_DRAFT_SOURCES as readonly string[]).includes(kind)
    ? { kind: kind as TemplateDraftSource, id }
    : null;
}

/**
 * /marketplace/upload (signed in): a template's details, cover and structured content, a preview
 * of the card and page before publishing, and import from an exported JSON file. With
 * ?from=story:{id} the form starts from the user's own story (world, character).
 */
export default function TemplateUploadPage() {
  const [params] = useSearchParams();
  const source = draftSource(params.get('from'));
  const draft = useTemplateDraft(source);
  if (source && draft.isPending) {
    return (
      <Shell>
        <Spinner label="Preparing the template from your work..." />
      </Shell>
    );
  }
  const initial: TemplateFormValues = draft.data
    ? {
        ...emptyTemplateForm(draft.data.type),
        name: draft.data.name,
        category: draft.data.category ?? '',
        description: draft.data.description,
        coverImage: draft.data.coverImage,
        content: toEditable(draft.data.type, draft.data.content),
      }
    : emptyTemplateForm();
  return (
    <Shell>
      {draft.isError ? (
        <Alert tone="error" className="mb-6">
          {`Could not fill the form from your ${source?.kind ?? 'work'}: ${draft.error.message}`}
        </Alert>
      ) : null}
      {source && draft.data ? <PrivateTemplatePanel source={source} /> : null}
      <UploadForm key={draft.data ? 'draft' : 'blank'} initial={initial} />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Upload Template"
        icon={Upload}
        description="Share a story structure, world asset, character archetype or scenario pack. Buyers turn it into real work in one click."
        eyebrow={
          <LinkButton to="/marketplace" variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to marketplace
          </LinkButton>
        }
      />
      {children}
    </div>
  );
}

function UploadForm({ initial }: { initial: TemplateFormValues }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [importMessage, setImportMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    null,
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const guard = useUnsavedChangesGuard(dirty && !create.isPending);

  const set = <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
  };
  // Once Preview has shown messages, every change checks the form again: a message leaves its
  // field as soon as the field is right.
  useEffect(() => setErrors((shown) => errorsAfterChange(shown, values)), [values]);
  const contentErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('content.'))
      .map(([k, m]) => [k.slice('content.'.length), m]),
  );

  const check = (): boolean => {
    const result = validateTemplateForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      setPreviewing(false);
      return false;
    }
    setErrors({});
    return true;
  };
  const publish = () => {
    const result = validateTemplateForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      setPreviewing(false);
      return;
    }
    create.mutate(result.input, {
      onSuccess: (template) => {
        guard.allowLeaving();
        void navigate(`/marketplace/templates/${template.id}`);
      },
      onError: (err) => {
        const issues = apiFieldIssues(err);
        if (issues.length > 0) {
          setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
          setPreviewing(false);
        }
      },
    });
  };
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setImportMessage(null);
    try {
      const result = formFromImport(JSON.parse(await file.text()));
      if (typeof result === 'string') return setImportMessage({ tone: 'error', text: result });
      setValues({ ...values, type: result.type, name: result.name || values.name, content: result.content });
      setErrors({});
      setDirty(true);
      setImportMessage({
        tone: 'success',
        text: `Imported ${result.name || 'the template'} from ${file.name}. Check it and publish.`,
      });
    } catch {
      setImportMessage({
        tone: 'error',
        text: 'This file is not valid JSON. Choose a file saved with Export JSON.',
      });
    }
  };
  const errorCount = Object.keys(errors).length;

  if (previewing) {
    return (
      <div className="space-y-6">
        <Alert tone="info">
          This is how your template will look on the marketplace. Nothing is published yet.
        </Alert>
        <TemplateFormPreview values={values} />
        {create.isError && apiFieldIssues(create.error).length === 0 ? (
          <SaveErrorAlert error={create.error} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setPreviewing(false)}>
            <Pencil aria-hidden="true" className="size-4" />
            Back to editing
          </Button>
          <Button onClick={publish} busy={create.isPending} disabled={create.isPending}>
            {create.isPending ? null : <Send aria-hidden="true" className="size-4" />}
            {create.isPending ? 'Publishing...' : 'Publish template'}
          </Button>
        </div>
        {guard.dialog}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (check()) setPreviewing(true);
      }}
      className="space-y-6"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Have a template saved with Export JSON? Import it to fill this form.
        </p>
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden="true" className="size-4" />
          Import from JSON file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="hidden"
          aria-label="Template JSON file"
          onChange={(e) => {
            void onImport(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {importMessage ? <Alert tone={importMessage.tone}>{importMessage.text}</Alert> : null}

      <FormSection title="Details" description="What buyers see first.">
        <TemplateDetailsFields
          values={values}
          errors={errors}
          set={set}
          onTypeChange={(type: TemplateType) => {
            setValues((v) => ({ ...v, type, content: emptyContent(type) }));
            setDirty(true);
          }}
          onUploadingChange={setUploading}
        />
      </FormSection>

      <FormSection title={`Content: ${values.type}`} description={CONTENT_HINTS[values.type]}>
        {errors.content ? <Alert tone="error">{errors.content}</Alert> : null}
        <ContentEditor
          type={values.type}
          value={values.content}
          onChange={(content) => set('content', content)}
          errors={contentErrors}
        />
      </FormSection>

      {errorCount > 0 ? (
        <Alert tone="error">{`Please fix ${errorCount === 1 ? 'the field' : `the ${countLabel(errorCount, 'field')}`} marked above.`}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LinkButton to="/marketplace" variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" disabled={uploading}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}

const CONTENT_HINTS: Record<TemplateType, string> = {
  'Story Structure':
    'Acts and their chapter beats. Using the template makes a story with a draft chapter per beat.',
  'World Asset': 'The world sections and its named places. Using it makes a new private world.',
  'Character Archetype': 'A character, ready to make into one of your characters.',
  'Scenario Pack':
    'A premise with its characters, places and an opening chapter: a world, characters and a story in one go.',
};
