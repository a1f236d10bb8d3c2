import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, FileQuestion, GitBranchPlus, Pencil, Save } from 'lucide-react';
import {
  TEMPLATE_CHANGELOG_MAX,
  templateUpdateSchema,
  templateVersionInputSchema,
  TEMPLATE_PRICE_MESSAGE,
  type TemplateDetail,
} from '@common/schemas/marketplace';
import { parseTemplateContentOf } from '@common/schemas/template-content';
import { Alert } from '@client/components/ui/alert';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { FormSection } from '@client/components/ui/form-section';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { Spinner } from '@client/components/ui/spinner';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useTemplate } from '../api/get-template';
import { useAddTemplateVersion, useUpdateTemplate } from '../api/manage-template';
import { toEditable, type AnyContent } from '../components/content/content-model';
import { ContentEditor } from '../components/content/content-editor';
import { TemplateDetailsFields } from '../components/upload/template-details-fields';
import {
  parsePrice,
  type FormErrors,
  type TemplateFormValues,
} from '../components/upload/template-form-values';

const issuesOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FormErrors => {
  const out: FormErrors = {};
  for (const i of issues) out[i.path.map(String).join('.') || 'form'] ??= i.message;
  return out;
};

/**
 * /marketplace/templates/{id}/edit (creator only): change the details, or publish a new version of
 * the content with a changelog (everyone who has the template is notified and keeps every version).
 */
export default function TemplateEditPage() {
  const { templateId = '' } = useParams();
  const query = useTemplate(templateId);
  const back = (
    <LinkButton to={`/marketplace/templates/${templateId}`} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the template
    </LinkButton>
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Edit template" icon={Pencil} eyebrow={back} description={query.data?.name} />
      {query.isPending ? (
        <Spinner label="Loading template..." />
      ) : query.isError ? (
        <LoadError
          message={`Failed to load the template: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data.viewer?.canEdit ? (
        <EmptyState
          icon={FileQuestion}
          title="Template not found"
          description="Only its creator can edit a template."
        />
      ) : (
        <div className="space-y-6">
          <DetailsForm template={query.data} />
          <NewVersionForm template={query.data} />
        </div>
      )}
    </div>
  );
}

function DetailsForm({ template }: { template: TemplateDetail }) {
  const navigate = useNavigate();
  const update = useUpdateTemplate(template.id);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [values, setValues] = useState<TemplateFormValues>(() => ({
    name: template.name,
    type: template.type,
    category: template.category ?? '',
    description: template.description,
    price: String(template.price),
    licence: template.licence,
    coverImage: template.coverImage,
    content: toEditable(template.type, null),
  }));
  const set = <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const price = parsePrice(values.price);
        const parsed = templateUpdateSchema.safeParse({
          name: values.name,
          category: values.category || undefined,
          description: values.description,
          price,
          licence: values.licence,
          coverImage: values.coverImage,
        });
        const next = parsed.success ? {} : issuesOf(parsed.error.issues);
        if (Number.isNaN(price)) next.price = TEMPLATE_PRICE_MESSAGE;
        setErrors(next);
        if (!parsed.success || Object.keys(next).length > 0) return;
        update.mutate(parsed.data, {
          onSuccess: () => void navigate(`/marketplace/templates/${template.id}`),
          onError: (err) =>
            setErrors(Object.fromEntries(apiFieldIssues(err).map((i) => [i.path, i.message]))),
        });
      }}
    >
      <FormSection title="Details" description="Changes show on the marketplace at once.">
        <TemplateDetailsFields
          values={values}
          errors={errors}
          set={set}
          typeLocked
          onUploadingChange={setUploading}
        />
        <SaveErrorAlert error={update.error} />
        <div className="flex justify-end">
          <Button type="submit" busy={update.isPending} disabled={update.isPending || uploading}>
            {update.isPending ? null : <Save aria-hidden="true" className="size-4" />}
            {update.isPending ? 'Saving...' : 'Save details'}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

function NewVersionForm({ template }: { template: TemplateDetail }) {
  const add = useAddTemplateVersion(template.id);
  const [content, setContent] = useState<AnyContent>(() =>
    toEditable(template.type, template.preview.kind === 'full' ? template.preview.content : null),
  );
  const [changelog, setChangelog] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const contentErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('content.'))
      .map(([k, m]) => [k.slice('content.'.length), m]),
  );
  const check = () => {
    const parsed = templateVersionInputSchema.safeParse({ content, changelog });
    const typed = parseTemplateContentOf(template.type, content);
    const problems = {
      ...(typed.success ? {} : issuesOf(typed.error.issues)),
      ...(parsed.success ? {} : issuesOf(parsed.error.issues)),
    };
    return { parsed, problems };
  };
  // As on the upload form: once messages show, each stays only while its field is still wrong.
  useEffect(() => {
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const { problems } = check();
      return Object.fromEntries(Object.entries(problems).filter(([key]) => key in shown));
    });
    // check reads only content and changelog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content, changelog]);
  return (
    <form
      id="new-version"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const { parsed, problems } = check();
        if (!parsed.success || Object.keys(problems).length > 0) return setErrors(problems);
        setErrors({});
        add.mutate(parsed.data, {
          onSuccess: () => setChangelog(''),
          onError: (err) =>
            setErrors(Object.fromEntries(apiFieldIssues(err).map((i) => [i.path, i.message]))),
        });
      }}
    >
      <FormSection
        title={`New version (now version ${template.currentVersion})`}
        description="Change the content and say what changed. Everyone who has the template is told and keeps every version."
      >
        {errors.content ? <Alert tone="error">{errors.content}</Alert> : null}
        <ContentEditor type={template.type} value={content} onChange={setContent} errors={contentErrors} />
        <TextareaField
          label="Changelog"
          rows={3}
          hint="What is new or fixed in this version."
          length={changelog.length}
          limit={TEMPLATE_CHANGELOG_MAX}
          value={changelog}
          error={errors.changelog}
          onChange={(e) => setChangelog(e.target.value)}
        />
        {add.isSuccess ? (
          <Alert tone="success">{`Version ${add.data.currentVersion} is published.`}</Alert>
        ) : null}
        {add.isError && apiFieldIssues(add.error).length === 0 ? <SaveErrorAlert error={add.error} /> : null}
        <div className="flex justify-end">
          <Button type="submit" busy={add.isPending} disabled={add.isPending}>
            {add.isPending ? null : <GitBranchPlus aria-hidden="true" className="size-4" />}
            {add.isPending ? 'Publishing...' : 'Publish new version'}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
