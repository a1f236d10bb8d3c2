import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CommissionAction } from '@common/commissions';
import { COMMISSION_MESSAGES, type CommissionDetail } from '@common/schemas/commissions';
import type { Page } from '@common/schemas/pagination';
import type { StoryCard } from '@common/schemas/story';
import { formatCents } from '@common/pricing';
import { api } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { useCommissionAction } from '@client/components/commissions/commission-api';

const BUTTON: Partial<Record<CommissionAction, { label: string; variant: 'primary' | 'secondary' }>> = {
  accept: { label: 'Accept', variant: 'primary' },
  accept_counter: { label: 'Accept the counter-offer', variant: 'primary' },
  pay: { label: 'Pay', variant: 'primary' },
  accept_delivery: { label: 'Accept the delivery', variant: 'primary' },
  decline: { label: 'Decline', variant: 'secondary' },
  withdraw: { label: 'Withdraw', variant: 'secondary' },
  cancel: { label: 'Cancel the commission', variant: 'secondary' },
};

/** The actions the caller may take now (the server lists them), with the counter and delivery forms. */
export function CommissionActions({ commission: c }: { commission: CommissionDetail }) {
  const act = useCommissionAction(c.id);
  const [price, setPrice] = useState((c.priceCents / 100).toFixed(2));
  const [deadline, setDeadline] = useState(c.deadline);
  const [storyId, setStoryId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({
    queryKey: ['stories', 'own-for-delivery'],
    queryFn: () => api<Page<StoryCard>>('/api/v1/stories?limit=50'),
    enabled: c.actions.includes('deliver'),
  });
  if (c.actions.length === 0) return null;

  const counter = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(price) * 100);
    if (!Number.isInteger(cents) || cents <= 0) return setError(COMMISSION_MESSAGES.price);
    setError(null);
    act.mutate({ action: 'counter', priceCents: cents, deadline });
  };
  const deliver = (event: FormEvent) => {
    event.preventDefault();
    if (!storyId) return setError(COMMISSION_MESSAGES.story);
    setError(null);
    act.mutate({ action: 'deliver', storyId });
  };
  const own = (mine.data?.items ?? []).filter((s) => s.isOwner);

  return (
    <section
      aria-labelledby="commission-actions"
      className="space-y-4 rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="commission-actions" className="font-display text-lg font-semibold">
        What you can do
      </h2>
      <div className="flex flex-wrap gap-2">
        {c.actions.map((a) =>
          BUTTON[a] ? (
            <Button
              key={a}
              variant={BUTTON[a].variant}
              busy={act.isPending && act.variables?.action === a}
              disabled={act.isPending}
              onClick={() => act.mutate({ action: a })}
            >
              {a === 'pay' ? `Pay ${formatCents(c.priceCents)}` : BUTTON[a].label}
            </Button>
          ) : null,
        )}
      </div>
      {c.actions.includes('counter') ? (
        <form
          onSubmit={counter}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label="Counter-offer"
          noValidate
        >
          <TextField
            label="Counter price (USD)"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField
            label="Counter deadline"
            type="date"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={act.isPending}>
            Send counter-offer
          </Button>
        </form>
      ) : null}
      {c.actions.includes('deliver') ? (
        <form
          onSubmit={deliver}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          aria-label="Deliver a story"
          noValidate
        >
          <SelectField
            label="Story to deliver (shared with the patron only)"
            value={storyId}
            onChange={(e) => setStoryId(e.target.value)}
            options={[
              { value: '', label: mine.isPending ? 'Loading your stories…' : 'Choose one of your stories' },
              ...own.map((s) => ({ value: s.id, label: s.title })),
            ]}
          />
          <Button type="submit" disabled={act.isPending}>
            Deliver
          </Button>
        </form>
      ) : null}
      <div aria-live="polite">
        {error || act.isError ? (
          <p role="alert" className="text-sm text-danger">
            {error ?? act.error?.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
