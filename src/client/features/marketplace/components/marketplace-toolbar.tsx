import { BookCheck, BookOpenText, LayoutTemplate } from 'lucide-react';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';
import {
  MARKETPLACE_TABS,
  PRICE_OPTIONS,
  chipsFor,
  sortsFor,
  type MarketplaceTab,
  type MarketplaceView,
} from './marketplace-options';

const TAB_ICONS = { templates: LayoutTemplate, completed: BookCheck, ongoing: BookOpenText } as const;

type TabsProps = { tab: MarketplaceTab; onTabChange: (tab: MarketplaceTab) => void };

/** The three marketplace tabs (SPEC section 2). Each is a link-like button that changes the address. */
export function MarketplaceTabs({ tab, onTabChange }: TabsProps) {
  return (
    <div
      role="tablist"
      aria-label="Marketplace sections"
      className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-muted p-1"
    >
      {MARKETPLACE_TABS.map((t, i) => {
        const Icon = TAB_ICONS[t.value];
        const selected = t.value === tab;
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`marketplace-tab-${t.value}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(e) => {
              // Arrow keys move between the tabs (WAI-ARIA tabs pattern); the new tab is selected at once.
              const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!by) return;
              e.preventDefault();
              const next = MARKETPLACE_TABS[(i + by + MARKETPLACE_TABS.length) % MARKETPLACE_TABS.length]!;
              onTabChange(next.value);
              document.getElementById(`marketplace-tab-${next.value}`)?.focus();
            }}
            aria-controls="marketplace-panel"
            onClick={() => onTabChange(t.value)}
            className={[
              'inline-flex min-w-0 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors sm:px-3',
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              selected ? 'bg-surface text-accent shadow-sm' : 'text-ink-muted hover:text-ink',
            ].join(' ')}
          >
            <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

type FiltersProps = {
  view: MarketplaceView;
  /** What is in the search box now (the list follows after a pause in typing). */
  search: string;
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
  onPriceChange: (value: string) => void;
  onSortChange: (value: string) => void;
};

/**
 * The chips (template types or genres), the search box, the price filter (Templates only) and the
 * sort (price sorts on Templates only), as SPEC section 2 lists them.
 */
export function MarketplaceFilters({
  view,
  search,
  onSearchChange,
  onCategoryChange,
  onPriceChange,
  onSortChange,
}: FiltersProps) {
  const templates = view.tab === 'templates';
  return (
    <div role="search" className="space-y-4">
      <div
        role="group"
        aria-label={templates ? 'Template category' : 'Genre'}
        className="flex flex-wrap gap-2"
      >
        {chipsFor(view.tab).map((chip) => {
          const active = (view.category ?? '') === chip.value;
          return (
            <button
              key={chip.value || 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(chip.value)}
              className={[
                'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
                active
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-line bg-surface text-ink hover:border-accent hover:text-accent',
              ].join(' ')}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
      <div
        className={[
          'grid grid-cols-1 gap-3',
          templates ? 'sm:grid-cols-[1fr_12rem_15rem]' : 'sm:grid-cols-[1fr_15rem]',
        ].join(' ')}
      >
        <SearchInput
          label={templates ? 'Search templates' : 'Search stories'}
          placeholder={
            templates ? 'Search templates by name or description' : 'Search stories by title or description'
          }
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
        {templates ? (
          <SelectField
            label="Price"
            layout="inline"
            options={PRICE_OPTIONS}
            value={view.price ?? ''}
            onChange={(e) => onPriceChange(e.target.value)}
          />
        ) : null}
        <SelectField
          label="Sort"
          layout="inline"
          options={sortsFor(view.tab)}
          value={view.sort}
          onChange={(e) => onSortChange(e.target.value)}
        />
      </div>
    </div>
  );
}
