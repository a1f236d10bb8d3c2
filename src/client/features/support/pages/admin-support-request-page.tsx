import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, LifeBuoy, MessageSquare, Settings2 } from 'lucide-react';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '@common/support';
import { Checkbox } from '@client/components/ui/checkbox';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { SelectField } from '@client/components/ui/select-field';
import { useAdminSupportReply, useAdminSupportRequest, useSupportQueue } from '../api/support';
import { AdminControls } from '../components/admin-controls';
import { MessageThread } from '../components/message-thread';
import { requestLoadState } from '../components/request-load-state';
import { ReplyBox } from '../components/reply-box';
import { PriorityBadge, StatusBadge, when } from '../components/support-badges';

const back = (
  <Link to="/admin/support" className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
    <ArrowLeft aria-hidden="true" className="size-4" /> Support queue
  </Link>
);
const afterOptions = [
  { value: '', label: 'Default (reply: Waiting on user; note: unchanged)' },
  ...SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] })),
];

/** /admin/support/:requestId: the thread with internal notes, status, assignee, replies, canned replies. */
export default function AdminSupportRequestPage() {
  const { requestId = '' } = useParams();
  const request = useAdminSupportRequest(requestId);
  const queue = useSupportQueue('active');
  const reply = useAdminSupportReply(requestId);
  const [internal, setInternal] = useState(false);
  const [after, setAfter] = useState('');
  const pending = requestLoadState(request, back);
  if (pending || !request.data) return pending;
  const r = request.data;
  const canned = queue.data?.cannedReplies ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={r.subject}
        icon={LifeBuoy}
        eyebrow={back}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PriorityBadge priority={r.priority} /> <StatusBadge status={r.status} /> From{' '}
            {r.requester.username} ({r.requester.tier}, {r.requester.email}) · opened {when(r.createdAt)} ·{' '}
            {r.firstRespondedAt
              ? `answered ${when(r.firstRespondedAt)}`
              : `${r.overdue ? 'overdue since' : 'first answer due'} ${when(r.firstResponseDueAt)}`}
          </span>
        }
      />
      <div className="grid gap-6">
        <Panel title="Handling" icon={Settings2}>
          <AdminControls request={r} admins={queue.data?.admins ?? []} />
        </Panel>
        <MessageThread messages={r.messages} />
        <Panel title={internal ? 'Internal note' : 'Reply to the user'} icon={MessageSquare}>
          <ReplyBox
            label={internal ? 'Note for admins (never shown to the user)' : 'Reply (e-mailed to the user)'}
            submitLabel={internal ? 'Add note' : 'Send reply'}
            busy={reply.isPending}
            error={reply.error}
            onSend={(body) =>
              reply.mutateAsync({ body, internal, ...(after ? { status: after as SupportStatus } : {}) })
            }
            extra={(setBody) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label="Canned reply"
                  options={[
                    { value: '', label: 'Insert a canned reply…' },
                    ...canned.map((c) => ({ value: c.id, label: c.title })),
                  ]}
                  value=""
                  onChange={(e) => {
                    const picked = canned.find((c) => c.id === e.target.value);
                    if (picked) setBody(picked.body);
                  }}
                />
                <SelectField
                  label="Status after"
                  options={afterOptions}
                  value={after}
                  onChange={(e) => setAfter(e.target.value)}
                />
                <Checkbox
                  label="Internal note (admins only)"
                  checked={internal}
                  onChange={(e) => setInternal(e.target.checked)}
                />
              </div>
            )}
          />
        </Panel>
      </div>
    </div>
  );
}
