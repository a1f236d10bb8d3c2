import { useQuery } from '@tanstack/react-query';
import type { TemplateDraft, TemplateDraftSource } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/marketplace/drafts/:kind/:id: an upload form filled from one's own story, world or character. */
export const getTemplateDraft = (kind: TemplateDraftSource, id: string) =>
  api<TemplateDraft>(`/api/v1/marketplace/drafts/${kind}/${encodeURIComponent(id)}`);

export const useTemplateDraft = (source: { kind: TemplateDraftSource; id: string } | null) =>
  useQuery({
    queryKey: marketplaceKeys.draft(source?.kind ?? '', source?.id ?? ''),
    queryFn: () => getTemplateDraft(source!.kind, source!.id),
    enabled: source !== null,
    staleTime: Infinity,
  });
