import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { formatCents } from '@common/pricing';
import { TIP_MAX_CENTS, TIP_MESSAGE_MAX, TIP_MIN_CENTS, type TipResult } from '@common/schemas/tips';
import { api } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { TextField } from '@client/components/ui/text-field';

const PRESETS = [200, 500, 1000];
const newKey = () => crypto.randomUUID();

/** POST /api/v1/users/:username/tips: one tip, named by an idempotency key so a retry is the same tip. */
export function sendTip(
  username: string,
  body: { amountCents: number; storyId?: string; message?: string; idempotencyKey: string },
): Promise<TipResult> {
  return api<TipResult>(`/api/v1/users/${encodeURIComponent(username)}/tips`, { method: 'POST', body });
}

type Props = {
  /** The creator tipped. */
  username: string;
  /** The story the tip thanks them for (the story page); none on the author page. */
  storyId?: string;
};

/**
 * 'Send a tip': preset or own amount in dollars, an optional note, paid through the payment
 * provider (at once locally, or on Stripe's page). One idempotency key per intended tip: a double
 * click or a retry after a network error is the same tip; after a tip is sent, the next is new.
 * Shared by the author page and the story page (each feature shows it; neither imports the other).
 */
export function TipForm({ username, storyId }: Props) {
  const [dollars, setDollars] = useState('5.00');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState(newKey);
  const tip = useMutation({
    mutationFn: (amountCents: number) =>
      sendTip(username, { amountCents, storyId, message: message.trim() || undefined, idempotencyKey: key }),
    onSuccess: (result) => {
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      setKey(newKey());
      setMessage('');
    },
  });
  const cents = Math.round(Number(dollars) * 100);
  const valid = Number.isFinite(cents) && cents >= TIP_MIN_CENTS && cents <= TIP_MAX_CENTS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) tip.mutate(cents);
  };
  return (
    <Panel title={`Tip ${username}`} icon={Coins}>
      <form onSubmit={submit} className="space-y-3" aria-label={`Send ${username} a tip`}>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Amount presets">
          {PRESETS.map((p) => (
            <Button
              key={p}
              type="button"
              variant={cents === p ? 'primary' : 'secondary'}
              aria-pressed={cents === p}
              onClick={() => setDollars((p / 100).toFixed(2))}
            >
              {formatCents(p)}
            </Button>
          ))}
        </div>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          value={dollars}
          onChange={(e) => setDollars(e.target.value)}
          error={
            valid ? undefined : `Between ${formatCents(TIP_MIN_CENTS)} and ${formatCents(TIP_MAX_CENTS)}.`
          }
        />
        <TextField
          label="Note (optional)"
          maxLength={TIP_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Button type="submit" busy={tip.isPending} disabled={!valid || tip.isPending}>
          Send {valid ? formatCents(cents) : 'tip'}
        </Button>
        <div aria-live="polite">
          {tip.isSuccess && !tip.data.redirectUrl ? (
            <p className="text-sm text-success" data-testid="tip-sent">
              {`Thank you: ${formatCents(tip.data.amountCents)} sent to ${username}.`}
            </p>
          ) : null}
          {tip.isError ? (
            <p role="alert" className="text-sm text-danger">
              {tip.error.message}
            </p>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
