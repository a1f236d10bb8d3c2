import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, LifeBuoy, MessageSquare } from 'lucide-react';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useReplyToSupport, useSupportRequest } from '../api/support';
import { MessageThread } from '../components/message-thread';
import { requestLoadState } from '../components/request-load-state';
import { ReplyBox } from '../components/reply-box';
import { StatusBadge, when } from '../components/support-badges';

const back = (
  <Link to="/support" className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
    <ArrowLeft aria-hidden="true" className="size-4" /> All requests
  </Link>
);

/** /support/:requestId: one of the caller's requests, its thread, and a reply box. */
export default function SupportRequestPage() {
  const { requestId = '' } = useParams();
  const request = useSupportRequest(requestId);
  const reply = useReplyToSupport(requestId);
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const pending = requestLoadState(request, back);
  if (pending || !request.data) return pending;
  const r = request.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={r.subject}
        icon={LifeBuoy}
        eyebrow={back}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={r.status} /> Opened {when(r.createdAt)}
          </span>
        }
      />
      <div className="grid gap-6">
        <MessageThread messages={r.messages} />
        <Panel title="Reply" icon={MessageSquare}>
          <ReplyBox
            label="Your reply"
            submitLabel="Send reply"
            busy={reply.isPending}
            error={reply.error}
            onSend={async (body) => {
              await reply.mutateAsync({ body, screenshot });
              setScreenshot(null);
            }}
            extra={() => (
              <ImageUploadField
                bucket="support-images"
                label="Screenshot (optional)"
                value={screenshot}
                onChange={setScreenshot}
              />
            )}
          />
        </Panel>
      </div>
    </div>
  );
}
