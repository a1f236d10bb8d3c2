import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryReviewsPage } from '@common/schemas/reviews';
import type { TemplateReviewInput } from '@common/schemas/template-acquisitions';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

const path = (id: string) => `/api/v1/marketplace/templates/${encodeURIComponent(id)}/reviews`;

/** A page of a template's reviews (target type Template), newest first, with count and average. */
export type TemplateReviewsPage = StoryReviewsPage;

/** GET /templates/:id/reviews */
export const getTemplateReviews = (id: string) => api<TemplateReviewsPage>(path(id));
export const useTemplateReviews = (id: string) =>
  useQuery({ queryKey: marketplaceKeys.reviews(id), queryFn: () => getTemplateReviews(id) });

/** POST /templates/:id/reviews: once per person who downloaded or bought it (not the creator). */
export function useAddTemplateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateReviewInput) =>
      api<{ created: true }>(path(id), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.template(id) }),
  });
}
