import { useId, useState } from 'react';
import { ChevronDown, Lock, SlidersHorizontal } from 'lucide-react';
import { can } from '@common/entitlements';
import { advancedFilterPlans } from '@common/advanced-filters';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { AdvancedFiltersForm } from './advanced-filters-form';
import { FilterPresetsMenu } from './filter-presets-menu';
import type { FilterValues } from './filter-values';

type Props = {
  applied: FilterValues;
  onApply: (values: Record<string, string>) => void;
};

/**
 * 'Advanced filters' on the library's story list (issue 25): a disclosure with the form and the
 * saved presets for plans with advancedFilters; for anyone else (guests too) the same heading,
 * locked, naming the plans with a link to them.
 */
export function AdvancedFiltersPanel({ applied, onApply }: Props) {
  const { user } = useCurrentUser();
  const active = Object.keys(applied).length > 0;
  const [open, setOpen] = useState(active);
  const bodyId = useId();
  const allowed = Boolean(user && can(user.subscriptionTier, 'advancedFilters'));

  if (!allowed)
    return (
      <section
        aria-label="Advanced filters"
        className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <Lock aria-hidden="true" className="size-5 text-ink-muted" />
          <div className="min-w-0 flex-1 basis-60">
            <h2 className="font-semibold text-ink">Advanced filters</h2>
            <p className="text-sm text-ink-muted">
              Tags, content rating and warnings, language, length, status, updates, ratings and saved presets
              are part of the {advancedFilterPlans()} plans.
            </p>
          </div>
          <LinkButton to={UPGRADE_URL} size="sm" variant="secondary">
            See the plans
          </LinkButton>
        </div>
      </section>
    );

  return (
    <section
      aria-label="Advanced filters"
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-lg text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5 text-accent" />
        <span className="flex-1 font-semibold text-ink">
          Advanced filters{active ? ` (${Object.keys(applied).length} on)` : ''}
        </span>
        <ChevronDown aria-hidden="true" className={`size-5 text-ink-muted ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={bodyId} className="mt-4 grid gap-5">
          <FilterPresetsMenu applied={applied} onApply={onApply} />
          <AdvancedFiltersForm key={JSON.stringify(applied)} applied={applied} onApply={onApply} />
        </div>
      ) : null}
    </section>
  );
}
