import { Crown } from 'lucide-react';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { useSetTemplateExclusive } from '../../api/manage-template';

/**
 * Marking a template exclusive (issue 27), on its page: for admins (any template they see) and
 * for its creator (marking needs the top plan; unmarking never does). A creator on another plan
 * with a published template reads what the top plan would allow. The server decides either way.
 */
export function ExclusiveToggle({ template }: { template: TemplateDetail }) {
  const change = useSetTemplateExclusive(template.id);
  const viewer = template.viewer;
  if (!viewer) return null;
  const offerHint = !viewer.canSetExclusive && viewer.isOwner && template.status === 'published';
  if (!viewer.canSetExclusive && !offerHint) return null;
  return (
    <Panel title="Exclusive template" icon={Crown}>
      <p className="text-sm text-ink-muted">
        {template.exclusive
          ? `Exclusive: not for sale. Creators on ${EXCLUSIVE_PLAN} use it at no charge; whoever acquired it before keeps it.`
          : `Make it exclusive to ${EXCLUSIVE_PLAN}: it leaves sale, and creators on ${EXCLUSIVE_PLAN} use it at no charge.`}
      </p>
      {offerHint ? (
        <p className="mt-2 text-sm">
          Creators on {EXCLUSIVE_PLAN} can mark their templates exclusive.{' '}
          <a href="/subscription" className="font-semibold text-accent underline">
            See plans
          </a>
        </p>
      ) : (
        <Button
          className="mt-3"
          variant="secondary"
          size="sm"
          onClick={() => change.mutate(!template.exclusive)}
          busy={change.isPending}
          disabled={change.isPending}
        >
          {change.isPending ? null : <Crown aria-hidden="true" className="size-4" />}
          {template.exclusive ? 'Remove exclusive' : 'Mark exclusive'}
        </Button>
      )}
      <SaveErrorAlert error={change.error} fallback="Could not change the template. Please try again." />
    </Panel>
  );
}
