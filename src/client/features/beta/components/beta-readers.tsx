import { useState, type FormEvent } from 'react';
import { Users } from 'lucide-react';
import { betaInviteSchema, type BetaRead } from '@common/schemas/beta';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Panel } from '@client/components/ui/panel';
import { TextField } from '@client/components/ui/text-field';
import { useApprove, useEndBetaRead, useInvite } from '@client/components/beta/beta-api';

/** The author's invitation form: a username, checked before it is sent, the server's refusal shown as said. */
function InviteForm({ read }: { read: BetaRead }) {
  const invite = useInvite(read.id);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = betaInviteSchema.safeParse({ username });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) invite.mutate(parsed.data.username, { onSuccess: () => setUsername('') });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a beta reader" className="space-y-3">
      <TextField
        label="Reader's username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={error}
        hint="Beta readers need the Patron of the Arts plan. An invited reader can read at once."
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" busy={invite.isPending} disabled={invite.isPending}>
        Invite
      </Button>
      <div aria-live="polite">
        {invite.isSuccess ? <p className="text-sm text-success">Invited.</p> : null}
        {invite.isError ? <Alert tone="error">{invite.error.message}</Alert> : null}
      </div>
    </form>
  );
}

/**
 * The readers and applicants of a beta read (the author's team): Approve for an applicant, the
 * invitation form and End for the author. Ending asks first: the readers lose the drafts.
 */
export function BetaReaders({ read }: { read: BetaRead }) {
  const approve = useApprove(read.id);
  const end = useEndBetaRead(read.id);
  const [confirming, setConfirming] = useState(false);
  const author = read.myRole === 'author';
  const open = read.state === 'open';
  const active = read.readers.filter((r) => r.status === 'active').length;
  return (
    <Panel title="Readers" icon={Users}>
      <p className="mb-3 text-sm text-ink-muted">{countLabel(active, 'beta reader')}</p>
      {read.readers.length > 0 ? (
        <ul className="mb-4 divide-y divide-line rounded-lg border border-line" aria-label="Beta readers">
          {read.readers.map((r) => (
            <li key={r.userId} className="flex items-center justify-between gap-2 p-3 text-sm">
              <span>
                {r.username}
                <span className="text-ink-muted">
                  {r.status === 'active' ? ' · reading' : ' · applied, waiting for approval'}
                </span>
              </span>
              {author && open && r.status === 'applied' ? (
                <Button
                  size="sm"
                  busy={approve.isPending && approve.variables === r.userId}
                  disabled={approve.isPending}
                  onClick={() => approve.mutate(r.userId)}
                  aria-label={`Approve ${r.username}`}
                >
                  Approve
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {approve.isError ? <Alert tone="error">{approve.error.message}</Alert> : null}
      {author && open ? <InviteForm read={read} /> : null}
      {author && open ? (
        <div className="mt-5 border-t border-line pt-4">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            End the beta read
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="End this beta read?"
            description="Readers lose access to the drafts at once. Their comments and answers stay with you."
            confirmLabel="End beta read"
            tone="danger"
            busy={end.isPending}
            onConfirm={() => end.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            {end.isError ? <Alert tone="error">{end.error.message}</Alert> : null}
          </ConfirmDialog>
        </div>
      ) : null}
      {!open ? <p className="text-sm text-ink-muted">This beta read has ended.</p> : null}
    </Panel>
  );
}
