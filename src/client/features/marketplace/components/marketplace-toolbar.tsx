import { BookCheck, BookOpenText, LayoutTemplate } from 'lucide-react';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';
import { TabStrip } from '@client/components/ui/tab-strip';
import {
  MARKETPLACE_TABS,
  PRICE_OPTIONS,
  chipsFor,
  sortsFor,
  type MarketplaceTab,
  type MarketplaceView,
} from './marketplace-options';

const TABS = MARKETPLACE_TABS.map((t) => ({
  id: t.value,
  label: t.label,
  icon: { templates: LayoutTemplate, completed: BookCheck, ongoing: BookOpenText }[t.value],
}));
const PANEL_ID = 'marketplace-panel';
export const marketplaceTabId = (tab: MarketplaceTab) => `marketplace-tab-${tab}`;

type TabsProps = { tab: MarketplaceTab; onTabChange: (tab: MarketplaceTab) => void };

/**
 * The three marketplace tabs (SPEC section 2), the shared TabStrip in its segmented look: each
 * changes the address; arrow keys, Home and End move between them. One panel (`marketplace-panel`)
 * shows the selected tab's list.
 */
export function MarketplaceTabs({ tab, onTabChange }: TabsProps) {
  return (
    <TabStrip
      variant="segmented"
      tabs={TABS}
      active={tab}
      onChange={onTabChange}
      label="Marketplace sections"
      tabId={marketplaceTabId}
      panelId={() => PANEL_ID}
    />
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
