import { Crown, Download, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TemplateCard as Template } from '@common/schemas/marketplace';
import { TemplateCard, templatePath } from '@client/components/template-card/template-card';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { useDownloadTemplate } from '@client/lib/template-download';
import { communityKeys } from '../api/community-keys';

/**
 * A template on the Templates tab: the marketplace's card with the hub's buttons (SPEC section 2):
 * Download (free: adds it to My Templates; guests go to sign in) or Purchase (paid: the
 * marketplace's template page, where buying happens). An exclusive template is never sold: its
 * button opens the template page, which says who may use it.
 */
export function CommunityTemplateCard({ template }: { template: Template }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const download = useDownloadTemplate(communityKeys.all);
  return (
    <TemplateCard
      template={template}
      headingLevel="h3"
      action={
        <>
          {template.exclusive ? (
            <LinkButton to={templatePath(template.id)} variant="secondary" size="sm" className="w-full">
              <Crown aria-hidden="true" className="size-4" />
              View<span className="sr-only"> {template.name}</span>
            </LinkButton>
          ) : template.isFree ? (
            <Button
              variant="secondary"
              block
              size="sm"
              busy={download.isPending}
              disabled={download.isPending || download.isSuccess}
              onClick={() => (user ? download.mutate(template.id) : void navigate('/login'))}
            >
              {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
              {download.isSuccess ? 'Downloaded' : 'Download'}
            </Button>
          ) : (
            <LinkButton to={templatePath(template.id)} size="sm" className="w-full">
              <ShoppingCart aria-hidden="true" className="size-4" />
              Purchase
            </LinkButton>
          )}
          {download.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {download.error.message}
            </p>
          ) : null}
        </>
      }
    />
  );
}
