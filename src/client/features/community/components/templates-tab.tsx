import { useMemo } from 'react';
import { ArrowRight, LayoutTemplate, SearchX } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { useCommunityTemplates } from '../api/get-community-templates';
import { matchText } from './community-filters';
import { COMMUNITY_LOAD_ERROR } from './community-load-error';
import { CommunityTemplateCard } from './template-card';

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
  const body = (
    <QueryStates
      state={queryStatusOf(query)}
      loading={<CardGridSkeleton label="Loading templates..." count={3} />}
      errorTitle={COMMUNITY_LOAD_ERROR}
      count={items.length}
      filtered={(query.data?.items.length ?? 0) > 0}
      empty={
        <EmptyState
          icon={LayoutTemplate}
          title="No templates yet"
          description="Templates shared in the marketplace appear here."
        />
      }
      noMatches={
        <EmptyState
          icon={SearchX}
          title="No templates match your search"
          description="Try another word or category."
        />
      }
    >
      <ul aria-label="Templates" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id} className="flex">
            <CommunityTemplateCard template={t} />
          </li>
        ))}
      </ul>
    </QueryStates>
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
