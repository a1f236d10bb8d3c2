import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorBrand, MyBrand } from '@common/schemas/author-brand';
import { api } from '@client/lib/api';

const brandKey = ['me', 'brand'] as const;

/** GET /api/v1/me/brand: the saved brand and whether the plan includes it. */
export const myBrandQuery = queryOptions({
  queryKey: brandKey,
  queryFn: () => api<MyBrand>('/api/v1/me/brand'),
});

export const useMyBrand = () => useQuery(myBrandQuery);

/** PUT /api/v1/me/brand; the answer replaces the cached brand. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorBrand) => api<MyBrand>('/api/v1/me/brand', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(brandKey, saved),
  });
}
