import { lazy, Suspense } from 'react';
import { Library, Store, Upload } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { MarketplaceFilters, MarketplaceTabs, marketplaceTabId } from '../components/marketplace-toolbar';
import { useMarketplaceParams } from '../components/use-marketplace-params';
import { TemplateResults } from '../components/template-results';
import { LOADING_TEXT } from '../components/marketplace-results';

// The story tabs (with the advanced filters and their schema) load their code when shown: the
// Templates tab, where the marketplace opens, downloads none of it.
const StoryResults = lazy(() =>
  import('../components/story-results').then((m) => ({ default: m.StoryResults })),
);

/**
 * /marketplace (SPEC section 2): the Templates, Completed Books and Ongoing Stories tabs with
 * their chips, search, price filter and sort, all kept in the address so Back and shared links
 * work. Signed-in users get 'Upload Template' on the Templates tab and a link to My Templates.
 */
export default function MarketplacePage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const state = useMarketplaceParams();
  const { view } = state;
  const templates = view.tab === 'templates';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <title>Marketplace · Inkforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent sm:flex">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              Marketplace
            </h1>
            <p className="mt-1.5 max-w-2xl text-ink-muted">
              Templates that become real stories, worlds and characters in one click, and books from the
              community.
            </p>
          </div>
        </div>
        {user ? (
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/my-templates" variant="secondary">
              <Library aria-hidden="true" className="size-4" />
              My Templates
            </LinkButton>
            {templates ? (
              <LinkButton to="/marketplace/upload">
                <Upload aria-hidden="true" className="size-4" />
                Upload Template
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </header>

      <div className="mt-6">
        <MarketplaceTabs tab={view.tab} onTabChange={state.setTab} />
      </div>
      <div className="mt-5">
        <MarketplaceFilters
          view={view}
          search={state.search}
          onSearchChange={state.setSearch}
          onCategoryChange={state.setCategory}
          onPriceChange={state.setPrice}
          onSortChange={state.setSort}
        />
      </div>
      <div
        id="marketplace-panel"
        role="tabpanel"
        aria-labelledby={marketplaceTabId(view.tab)}
        className="mt-6"
      >
        {templates ? (
          <TemplateResults
            view={view}
            viewer={user ?? null}
            viewerLoading={userLoading}
            onClearFilters={state.clearFilters}
          />
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center py-16" aria-busy="true">
                <Spinner label={LOADING_TEXT} />
              </div>
            }
          >
            <StoryResults view={view} onClearFilters={state.clearFilters} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
