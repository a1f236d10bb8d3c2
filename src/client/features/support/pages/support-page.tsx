import { Inbox, LifeBuoy, Send, ShieldCheck } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useCurrentUser } from '@client/lib/session';
import { SUPPORT_FIRST_RESPONSE_HOURS, SUPPORT_PRIORITY_LABELS, supportPriorityOf } from '@common/support';
import { countLabel } from '@common/plural';
import { NewRequestForm } from '../components/new-request-form';
import { RequestList } from '../components/request-list';

/** /support 'Help and support': open a request, and the caller's requests with their status. */
export default function SupportPage() {
  const { user } = useCurrentUser();
  const priority = supportPriorityOf(user?.subscriptionTier ?? 'Free');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Help and support"
        description={`Your plan gets ${SUPPORT_PRIORITY_LABELS[priority].toLowerCase()} support: a first answer within ${countLabel(SUPPORT_FIRST_RESPONSE_HOURS[priority], 'hour')}. We answer here and by e-mail.`}
        icon={LifeBuoy}
        actions={
          user?.isAdmin ? (
            <LinkButton to="/admin/support" variant="secondary">
              <ShieldCheck aria-hidden="true" className="size-4" /> Support queue
            </LinkButton>
          ) : null
        }
      />
      <div className="grid gap-6">
        <Panel title="New request" icon={Send}>
          <NewRequestForm />
        </Panel>
        <Panel title="Your requests" icon={Inbox}>
          <RequestList />
        </Panel>
      </div>
    </div>
  );
}
