import { useEffect, useState, type FormEvent } from 'react';
import { Feather } from 'lucide-react';
import { COMMISSION_LIMITS as L } from '@common/commissions';
import { commissionSettingsSchema, type CommissionSettings } from '@common/schemas/commissions';
import { BackToSettingsLink } from '@client/components/ui/back-to-settings-link';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import {
  useCommissionSettings,
  useSaveCommissionSettings,
} from '@client/components/commissions/commission-api';

type Draft = { open: boolean; min: string; max: string; turnaround: string; maxOpen: string; terms: string };
type Errors = Partial<Record<keyof CommissionSettings, string>>;
const toDraft = (s: CommissionSettings): Draft => ({
  open: s.open,
  min: (s.minPriceCents / 100).toFixed(2),
  max: (s.maxPriceCents / 100).toFixed(2),
  turnaround: String(s.turnaroundDays),
  maxOpen: String(s.maxOpen),
  terms: s.terms,
});

/** /settings/commissions: whether the creator takes commissions, their price range, turnaround, limit and terms. */
export default function CommissionSettingsPage() {
  const settings = useCommissionSettings();
  const save = useSaveCommissionSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (settings.data && !draft) setDraft(toDraft(settings.data));
  }, [settings.data, draft]);

  if (settings.isPending) return <PageLoading />;
  if (settings.isError)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <LoadError
          message={`Failed to load commission settings: ${settings.error.message}`}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      </div>
    );
  if (!draft) return <PageLoading />;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      open: draft.open,
      minPriceCents: Math.round(Number(draft.min) * 100),
      maxPriceCents: Math.round(Number(draft.max) * 100),
      turnaroundDays: Number(draft.turnaround),
      maxOpen: Number(draft.maxOpen),
      terms: draft.terms,
    };
    const parsed = commissionSettingsSchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToSettingsLink />
      <PageHeader
        title="Commission settings"
        icon={Feather}
        description="Let patrons ask you for a story written for them."
      />
      <form
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-line bg-surface p-5"
        noValidate
        aria-label="Commission settings"
      >
        <Checkbox
          label="Open for commissions"
          checked={draft.open}
          onChange={(e) => set({ open: e.target.checked })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Lowest price (USD)"
            inputMode="decimal"
            value={draft.min}
            onChange={(e) => set({ min: e.target.value })}
            error={errors.minPriceCents}
          />
          <TextField
            label="Highest price (USD)"
            inputMode="decimal"
            value={draft.max}
            onChange={(e) => set({ max: e.target.value })}
            error={errors.maxPriceCents}
          />
          <TextField
            label="Turnaround (days)"
            inputMode="numeric"
            value={draft.turnaround}
            onChange={(e) => set({ turnaround: e.target.value })}
            error={errors.turnaroundDays}
          />
          <TextField
            label="At most open at once"
            inputMode="numeric"
            value={draft.maxOpen}
            onChange={(e) => set({ maxOpen: e.target.value })}
            error={errors.maxOpen}
            hint="Accepted commissions not yet complete."
          />
        </div>
        <TextareaField
          label="Terms"
          value={draft.terms}
          maxLength={L.termsMax}
          onChange={(e) => set({ terms: e.target.value })}
          error={errors.terms}
          hint="What you write and what you don't; shown on your author page."
        />
        <Button type="submit" busy={save.isPending} disabled={save.isPending}>
          Save
        </Button>
        <div aria-live="polite">
          {save.isSuccess ? <p className="text-sm text-success">Saved.</p> : null}
          {save.isError ? (
            <p role="alert" className="text-sm text-danger">
              {save.error.message}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
