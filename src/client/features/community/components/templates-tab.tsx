import { useMemo } from 'react';
import { ArrowRight, LayoutTemplate, SearchX } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { useCommunityTemplates } from '../api/get-community-templates';
import { matchText } from './community-filters';
import { CommunityLoadError } from './community-load-error';
import { TemplateCard } from './template-card';

/**
 * Templates: the 10 most popular published templates (SPEC section 7); search and the category
 * filter run on the loaded items (name or description; the template's category). 'See all' is
 * the marketplace's full, paged list.
 */
export function TemplatesTab({ search, category }: { search: string; category?: string }) {
  const query = useCommunityTemplates(PAGE_SIZES.community);
  const cat = category && category !== 'All' ? category : undefined;
  const items = useMemo(
    () =>
      matchText(query.data?.items ?? [], search, (t) => [t.name, t.description]).filter(
        (t) => !cat || t.category === cat,
      ),
    [query.data, search, cat],
  );
  let body;
  if (query.isPending) body = <CardGridSkeleton label="Loading templates..." count={3} />;
  else if (query.isError)
    body = (
      <CommunityLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        icon={LayoutTemplate}
        title="No templates yet"
        description="Templates shared in the marketplace appear here."
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={SearchX}
        title="No templates match your search"
        description="Try another word or category."
      />
    );
  else
    body = (
      <ul aria-label="Templates" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id} className="flex">
            <TemplateCard template={t} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-5">
      {body}
      <div className="flex justify-center">
        <LinkButton to="/marketplace" variant="secondary">
          See all templates
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
      </div>
    </div>
  );
}
