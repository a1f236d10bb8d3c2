import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { formatCents } from '@common/pricing';
import {
  TIP_ALLOCATION_MAX_SHARES,
  type TipAllocation,
  type TipAllocationMode,
  type TipAllocationRequest,
} from '@common/schemas/tip-allocation';
import { splitCents } from '@common/tip-allocation';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { TextField } from '@client/components/ui/text-field';
import { useSaveTipAllocation } from '../api/tip-allocation';
import { AllocationPreview, type PreviewRow } from './allocation-preview';

type Row = { creator: string; value: string };
const MODES: { mode: TipAllocationMode; label: string; hint: string }[] = [
  {
    mode: 'reading-time',
    label: 'By reading time',
    hint: 'Automatic: in proportion to the minutes you read each creator this month.',
  },
  { mode: 'percent', label: 'By percentage', hint: 'You name the creators; the percentages add up to 100.' },
  {
    mode: 'amount',
    label: 'By amount',
    hint: 'You name the creators; the amounts add up to your allocation.',
  },
];

/** The form's rows from the saved split (or the creators read most this month, to start from). */
function rowsOf(data: TipAllocation): Row[] {
  if (data.shares.length > 0)
    return data.shares.map((s) => ({
      creator: s.creator,
      value: s.percent !== null ? String(s.percent) : ((s.amountCents ?? 0) / 100).toFixed(2),
    }));
  return data.readThisMonth.slice(0, 2).map((r) => ({ creator: r.creator, value: '' }));
}

/** A weight in the mode's unit: whole percent, or cents from dollars. NaN when not a number. */
const weightOf = (mode: TipAllocationMode, value: string) =>
  mode === 'percent' ? Number(value) : Math.round(Number(value) * 100);

/**
 * The split of the month's allocation: how (reading time, percentages or amounts), the creators
 * and their shares, a live preview in cents, and Save. The server checks the split again and
 * answers the preview it will use; its message shows here when it refuses.
 */
export function AllocationForm({ data, closes }: { data: TipAllocation; closes: string }) {
  const [mode, setMode] = useState<TipAllocationMode>(data.mode);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(data));
  const [dirty, setDirty] = useState(false);
  const save = useSaveTipAllocation();
  const edit = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const named = rows.filter((r) => r.creator.trim() !== '');
  const weights = named.map((r) => weightOf(mode, r.value));
  const sum = weights.reduce((s, w) => s + (Number.isFinite(w) ? w : 0), 0);
  const target = mode === 'percent' ? 100 : data.allocationCents;
  const preview: PreviewRow[] =
    mode === 'reading-time'
      ? dirty
        ? data.readThisMonth.map((r, i) => ({
            ...r,
            cents: splitCents(
              data.allocationCents,
              data.readThisMonth.map((x) => x.minutes),
            )[i]!,
          }))
        : data.preview
      : named.map((r, i) => ({
          creator: r.creator.trim(),
          minutes: null,
          cents: splitCents(
            data.allocationCents,
            weights.map((w) => (Number.isFinite(w) ? w : 0)),
          )[i]!,
        }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shares = named.map((r, i) => ({ creator: r.creator.trim(), w: weights[i]! }));
    const body: TipAllocationRequest =
      mode === 'reading-time'
        ? { mode }
        : mode === 'percent'
          ? { mode, shares: shares.map((s) => ({ creator: s.creator, percent: s.w })) }
          : { mode, shares: shares.map((s) => ({ creator: s.creator, amountCents: s.w })) };
    save.mutate(body, { onSuccess: () => setDirty(false) });
  };
  const sumText =
    mode === 'percent' ? `${sum}% of 100%` : `${formatCents(sum)} of ${formatCents(data.allocationCents)}`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Panel title="Your split">
        <form onSubmit={submit} className="space-y-4" aria-label="Split your monthly allocation">
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink">How to split</legend>
            {MODES.map((m) => (
              <label
                key={m.mode}
                className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent"
              >
                <input
                  type="radio"
                  name="mode"
                  value={m.mode}
                  checked={mode === m.mode}
                  onChange={() => {
                    setMode(m.mode);
                    setDirty(true);
                  }}
                  className="mt-1 accent-[var(--color-accent)]"
                />
                <span>
                  <span className="block font-medium text-ink">{m.label}</span>
                  <span className="block text-sm text-ink-muted">{m.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {mode !== 'reading-time' ? (
            <div className="space-y-3">
              <datalist id="allocation-creators">
                {data.readThisMonth.map((r) => (
                  <option key={r.creator} value={r.creator} />
                ))}
              </datalist>
              {rows.map((row, i) => (
                <div key={i} className="flex items-end gap-2">
                  <TextField
                    className="min-w-0 flex-1"
                    label={`Creator ${i + 1}`}
                    list="allocation-creators"
                    autoComplete="off"
                    value={row.creator}
                    onChange={(e) =>
                      edit(rows.map((r, j) => (j === i ? { ...r, creator: e.target.value } : r)))
                    }
                  />
                  <TextField
                    className="w-28"
                    label={mode === 'percent' ? 'Percent' : 'Amount (USD)'}
                    aria-label={`${mode === 'percent' ? 'Percent' : 'Amount in USD'} for creator ${i + 1}`}
                    inputMode={mode === 'percent' ? 'numeric' : 'decimal'}
                    value={row.value}
                    onChange={(e) =>
                      edit(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove creator ${i + 1}`}
                    onClick={() => edit(rows.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              ))}
              <Button
                type="button"
                variant="secondary"
                disabled={rows.length >= TIP_ALLOCATION_MAX_SHARES}
                onClick={() => edit([...rows, { creator: '', value: '' }])}
              >
                <Plus className="size-4" aria-hidden /> Add a creator
              </Button>
              <p
                className={`text-sm ${sum === target ? 'text-success' : 'text-ink-muted'}`}
                data-testid="allocation-sum"
              >
                {sumText}
              </p>
            </div>
          ) : null}
          <Button type="submit" busy={save.isPending} disabled={save.isPending}>
            Save split
          </Button>
          <div aria-live="polite">
            {save.isSuccess && !dirty ? (
              <p className="text-sm text-success" data-testid="allocation-saved">
                Saved. The preview shows what each creator will get.
              </p>
            ) : null}
            {save.isError ? (
              <p role="alert" className="text-sm text-danger">
                {save.error.message}
              </p>
            ) : null}
          </div>
        </form>
      </Panel>
      <AllocationPreview
        rows={preview}
        allocationCents={data.allocationCents}
        closes={closes}
        unsaved={dirty}
      />
    </div>
  );
}
