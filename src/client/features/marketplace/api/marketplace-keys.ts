import type { MarketplaceStoryQuery, TemplateListQuery } from '@common/schemas/marketplace';

/**
 * Query keys of the marketplace feature, nested so one invalidation reaches everything below it:
 * `marketplaceKeys.all` covers the browse lists, template pages and My Templates.
 */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  templateLists: () => [...marketplaceKeys.all, 'templates'] as const,
  templateList: (query: TemplateListQuery) => [...marketplaceKeys.templateLists(), query] as const,
  storyList: (query: MarketplaceStoryQuery) => [...marketplaceKeys.all, 'stories', query] as const,
  template: (id: string) => [...marketplaceKeys.all, 'template', id] as const,
  version: (id: string, version: number) => [...marketplaceKeys.template(id), 'version', version] as const,
  reviews: (id: string) => [...marketplaceKeys.template(id), 'reviews'] as const,
  sales: (id: string) => [...marketplaceKeys.template(id), 'sales'] as const,
  draft: (kind: string, id: string) => [...marketplaceKeys.all, 'draft', kind, id] as const,
  mine: () => [...marketplaceKeys.all, 'mine'] as const,
};
