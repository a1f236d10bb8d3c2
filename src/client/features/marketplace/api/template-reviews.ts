import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryReviewsPage } from '@common/schemas/reviews';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

const path = (id: string) => `/api/v1/marketplace/templates/${encodeURIComponent(id)}/reviews`;

/** A page of a template's reviews (target type Template), newest first. */
export type TemplateReviewsPage = StoryReviewsPage;
export type TemplateReviewInput = { overallRating: number; reviewText: string };

/** GET /templates/:id/reviews */
export const getTemplateReviews = (id: string) => api<TemplateReviewsPage>(path(id));
export const useTemplateReviews = (id: string) =>
  useQuery({ queryKey: marketplaceKeys.reviews(id), queryFn: () => getTemplateReviews(id) });

/** POST /templates/:id/reviews: once per person who downloaded or bought it. */
export function useAddTemplateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateReviewInput) => api<unknown>(path(id), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.template(id) }),
  });
}
