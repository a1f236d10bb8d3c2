import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Feather } from 'lucide-react';
import { COMMISSION_LIMITS as L } from '@common/commissions';
import { countLabel } from '@common/plural';
import { formatCents } from '@common/pricing';
import { COMMISSION_MESSAGES, commissionRequestSchema } from '@common/schemas/commissions';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { requestCommission, useCommissionTerms } from './commission-api';

const DAY = 24 * 60 * 60 * 1000;
const newKey = () => crypto.randomUUID();
type Errors = Partial<Record<'brief' | 'lengthWords' | 'deadline' | 'priceCents', string>>;

/**
 * 'Request a commission' on a creator's author page, shown only while they take commissions: their
 * terms, and a brief, length, deadline and offered price checked against the shared schema and
 * the creator's range before sending. One idempotency key per intended request.
 */
export function CommissionRequestForm({ username }: { username: string }) {
  const terms = useCommissionTerms(username);
  const t = terms.data;
  const [today] = useState(() => Date.now());
  const earliest = new Date(today + (t?.turnaroundDays ?? 1) * DAY).toISOString().slice(0, 10);
  const [brief, setBrief] = useState('');
  const [words, setWords] = useState('2000');
  const [deadline, setDeadline] = useState('');
  const [dollars, setDollars] = useState('');
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({
    mutationFn: (body: Parameters<typeof requestCommission>[1]) => requestCommission(username, body),
    onSuccess: () => setKey(newKey()),
  });
  if (!t || !t.open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      brief,
      lengthWords: Number(words),
      deadline: deadline || earliest,
      priceCents: Math.round(Number(dollars) * 100),
      idempotencyKey: key,
    };
    const parsed = commissionRequestSchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!found.priceCents && (body.priceCents < t.minPriceCents || body.priceCents > t.maxPriceCents))
      found.priceCents = COMMISSION_MESSAGES.outOfRange(t.minPriceCents, t.maxPriceCents);
    if (!found.deadline && body.deadline < earliest)
      found.deadline = COMMISSION_MESSAGES.deadlineTooSoon(t.turnaroundDays);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(body);
  };

  return (
    <Panel title="Request a commission" icon={Feather}>
      <p className="mb-3 text-sm text-ink-muted">
        {`${formatCents(t.minPriceCents)} to ${formatCents(t.maxPriceCents)}, turnaround about ${countLabel(t.turnaroundDays, 'day')}.`}
        {t.terms ? ` Terms: ${t.terms}` : ''}
      </p>
      {!t.mayRequest ? (
        <p className="text-sm text-ink-muted">
          Commissions are part of the Patron of the Arts plan.{' '}
          <Link to="/subscription" className="underline">
            See plans
          </Link>
        </p>
      ) : t.full ? (
        <p className="text-sm text-ink-muted">{COMMISSION_MESSAGES.full}</p>
      ) : send.isSuccess ? (
        <p className="text-sm text-success" data-testid="commission-requested">
          Request sent.{' '}
          <Link to={`/commissions/${send.data.id}`} className="underline">
            Follow it here
          </Link>
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="space-y-3"
          aria-label={`Request a commission from ${username}`}
          noValidate
        >
          <TextareaField
            label="What would you like?"
            value={brief}
            maxLength={L.briefMax}
            onChange={(e) => setBrief(e.target.value)}
            error={errors.brief}
            rows={4}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label="Length (words)"
              inputMode="numeric"
              value={words}
              onChange={(e) => setWords(e.target.value)}
              error={errors.lengthWords}
            />
            <TextField
              label="Deadline"
              type="date"
              min={earliest}
              value={deadline || earliest}
              onChange={(e) => setDeadline(e.target.value)}
              error={errors.deadline}
            />
            <TextField
              label="Offered price (USD)"
              inputMode="decimal"
              value={dollars}
              placeholder={(t.minPriceCents / 100).toFixed(2)}
              onChange={(e) => setDollars(e.target.value)}
              error={errors.priceCents}
            />
          </div>
          <Button type="submit" busy={send.isPending} disabled={send.isPending}>
            Send request
          </Button>
          {send.isError ? (
            <p role="alert" className="text-sm text-danger">
              {send.error.message}
            </p>
          ) : null}
        </form>
      )}
    </Panel>
  );
}
