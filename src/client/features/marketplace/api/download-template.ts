import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';
import type { PurchaseResult } from './acquisitions';

/** POST /api/v1/marketplace/templates/:id/download: a free template into My Templates (counts once per user). */
export function downloadTemplate(templateId: string): Promise<PurchaseResult> {
  return api<PurchaseResult>(`/api/v1/marketplace/templates/${encodeURIComponent(templateId)}/download`, {
    method: 'POST',
    body: {},
  });
}

export function useDownloadTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
