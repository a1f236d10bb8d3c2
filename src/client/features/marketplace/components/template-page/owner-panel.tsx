import { useNavigate } from 'react-router';
import { EyeOff, Eye, GitBranchPlus, Pencil, Settings } from 'lucide-react';
import { TEMPLATE_SOLD_MESSAGE } from '@common/marketplace-constants';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DeleteWithConfirmButton } from '@client/components/ui/delete-with-confirm-button';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useDeleteTemplate, useSetTemplatePublished } from '../../api/manage-template';
import { SalesSummary } from './sales-summary';

/**
 * The creator's controls on their template's page: edit the details, publish a new version with a
 * changelog, unpublish (everyone who has it keeps it) or publish again (a private template: to
 * the marketplace), delete (only while nobody
 * has bought it; otherwise disabled with the reason), and the template's sales and earnings.
 */
export function OwnerPanel({ template }: { template: TemplateDetail }) {
  const navigate = useNavigate();
  const publish = useSetTemplatePublished(template.id);
  const remove = useDeleteTemplate(template.id);
  const published = template.status === 'published';
  const canDelete = template.viewer?.canDelete ?? false;
  return (
    <Panel title="Manage your template" icon={Settings}>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/marketplace/templates/${template.id}/edit`} variant="secondary" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          Edit details
        </LinkButton>
        <LinkButton
          to={`/marketplace/templates/${template.id}/edit#new-version`}
          variant="secondary"
          size="sm"
        >
          <GitBranchPlus aria-hidden="true" className="size-4" />
          New version
        </LinkButton>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => publish.mutate(!published)}
          busy={publish.isPending}
          disabled={publish.isPending}
        >
          {publish.isPending ? null : published ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {published ? 'Unpublish' : template.status === 'private' ? 'Publish to the marketplace' : 'Publish'}
        </Button>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{STATUS_TEXT[template.status]}</p>
      {publish.isError ? (
        <Alert tone="error" className="mt-3">
          {publish.error.message}
        </Alert>
      ) : null}

      <div className="mt-5 border-t border-line pt-4">
        {canDelete ? (
          <DeleteWithConfirmButton
            noun="template"
            consequence={`${template.name} will be removed for good. This cannot be undone.`}
            onDelete={() => remove.mutateAsync()}
            onDeleted={() => void navigate('/my-templates', { replace: true })}
          />
        ) : (
          <div>
            <Button
              variant="ghost"
              size="sm"
              disabled
              aria-describedby="delete-reason"
              className="text-danger"
            >
              Delete template
            </Button>
            <p id="delete-reason" className="mt-1 text-sm text-ink-muted">
              {TEMPLATE_SOLD_MESSAGE}
            </p>
          </div>
        )}
      </div>

      {template.status === 'private' ? null : (
        <div className="mt-5 border-t border-line pt-4">
          <SalesSummary templateId={template.id} />
        </div>
      )}
    </Panel>
  );
}

const STATUS_TEXT: Record<TemplateDetail['status'], string> = {
  published:
    'Published: anyone can find it on the marketplace. Unpublishing hides it; everyone who has it keeps it.',
  unpublished: 'Unpublished: only you and the people who already have it can see it.',
  private:
    'Private template: only you can see and use it. Publishing lists it on the marketplace for everyone.',
};
