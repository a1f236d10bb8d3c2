import { useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { can, planNames, tiersWith } from '@common/entitlements';
import type { TemplateDraftSource } from '@common/schemas/marketplace';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { PlanLock } from '@client/components/plan-lock/plan-lock';
import { useCurrentUser } from '@client/lib/session';
import { useSaveCustomTemplate } from '../../api/manage-template';

/**
 * On 'Publish as template' from one's own work: the other way, keeping it as a private (custom)
 * template that only its creator sees and uses, in one click (plans with custom templates; the
 * others see which plans have them). The server builds it the way this form was prefilled.
 */
export function PrivateTemplatePanel({ source }: { source: { kind: TemplateDraftSource; id: string } }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const save = useSaveCustomTemplate();
  if (!user) return null;
  const allowed = can(user.subscriptionTier, 'customTemplates');
  return (
    <section
      aria-labelledby="private-template-heading"
      className="mb-6 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="private-template-heading" className="flex items-center gap-2 font-semibold text-ink">
        <Lock aria-hidden="true" className="size-4 text-accent" />
        Keep it to yourself
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Save this {source.kind} as a private template: only you see it, edit it in the template editor and use
        it in one click. It is never listed or sold until you publish it.
      </p>
      {allowed ? (
        <Button
          className="mt-3"
          variant="secondary"
          busy={save.isPending}
          disabled={save.isPending}
          onClick={() =>
            save.mutate(source, {
              onSuccess: (template) => void navigate(`/marketplace/templates/${template.id}`),
            })
          }
        >
          {save.isPending ? 'Saving...' : 'Save as private template'}
        </Button>
      ) : (
        <div className="mt-3">
          <PlanLock
            feature="Private templates"
            plans={planNames(tiersWith('customTemplates'))}
            tier={user.subscriptionTier}
          />
        </div>
      )}
      {save.isError ? (
        <Alert tone="error" className="mt-3">
          {save.error.message}
        </Alert>
      ) : null}
    </section>
  );
}
