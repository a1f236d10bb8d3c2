import { Sparkles } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Checkbox } from '@client/components/ui/checkbox';
import { LoadError } from '@client/components/ui/load-error';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { useAiStatus, useSaveAiSwitch } from '@client/lib/ai-status';
import { useCurrentUser } from '@client/lib/session';

/**
 * AI assistance on /settings/privacy: the writer's switch for their stories (saved at once), what
 * is sent to the model, and for admins the server-wide switch. When no model is set up it says so.
 */
export function AiAssistanceSettings() {
  const status = useAiStatus();
  const me = useCurrentUser();
  const account = useSaveAiSwitch('account');
  const server = useSaveAiSwitch('server');
  const isAdmin = me.user?.isAdmin === true;

  return (
    <Panel title="AI assistance" icon={Sparkles}>
      {status.isPending ? (
        <Spinner label="Loading AI settings..." />
      ) : status.isError ? (
        <LoadError
          message={`Failed to load AI settings: ${status.error.message}`}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <p className="text-ink-muted">
            When you ask the writing assistant for help, this server sends the story&apos;s title and summary,
            the chapter text up to your cursor or the passage you selected, the pages of characters you may
            read, the story&apos;s world when you may read it and, for a recap, the chapters so far, to the AI
            model its operator chose. Nothing is sent unless you ask.
          </p>
          {status.data.reason === 'not_set_up' ? <Alert tone="info">{status.data.message}</Alert> : null}
          {status.data.adminHint ? <p className="text-ink-muted">{status.data.adminHint}</p> : null}
          <Checkbox
            label="Use AI assistance on my stories (turning it off also stops collaborators using it on them)"
            checked={status.data.accountEnabled}
            disabled={account.isPending}
            onChange={(e) => account.mutate({ enabled: e.target.checked })}
          />
          {isAdmin ? (
            <Checkbox
              label="Allow AI assistance on this server (admins)"
              checked={status.data.serverEnabled}
              disabled={server.isPending}
              onChange={(e) => server.mutate({ enabled: e.target.checked })}
            />
          ) : !status.data.serverEnabled ? (
            <Alert tone="info">An administrator has turned AI assistance off on this server.</Alert>
          ) : null}
          {account.isError || server.isError ? (
            <Alert tone="error">Failed to save: {(account.error ?? server.error)?.message}</Alert>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
