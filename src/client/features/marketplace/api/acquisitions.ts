import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acquireResultSchema, useResultSchema } from '@common/schemas/template-acquisitions';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

const path = (id: string) => `/api/v1/marketplace/templates/${encodeURIComponent(id)}`;

/**
 * The answer to a download or purchase. A payment page to go to (`redirectUrl`) is honoured if a
 * provider ever answers with one; the local provider completes at once.
 */
export type PurchaseResult = z.infer<typeof acquireResultSchema> & { redirectUrl?: string | null };
/** What 'Use this template' made. */
export type UseResult = z.infer<typeof useResultSchema>;

/** POST /templates/:id/purchase: buys a paid template through the payment provider. */
export const purchaseTemplate = (id: string) =>
  api<PurchaseResult>(`${path(id)}/purchase`, { method: 'POST', body: {} });
/** POST /templates/:id/use: makes a story, world or character from the template in one go. */
export const applyTemplate = (id: string) => api<UseResult>(`${path(id)}/use`, { method: 'POST', body: {} });
/** GET /templates/:id/export: the template as a JSON document. */
export const exportTemplate = (id: string) => api<unknown>(`${path(id)}/export`);

/** The path of what 'Use this template' made. */
export function createdPath(result: UseResult): string {
  if (result.kind === 'world') return `/worlds/${result.id}/edit`;
  if (result.kind === 'character') return `/characters/${result.id}/edit`;
  return `/stories/${result.storyId ?? result.id}`;
}

function useAcquisition<T>(fn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}

export const usePurchaseTemplate = () => useAcquisition(purchaseTemplate);
export const useApplyTemplate = () => useAcquisition(applyTemplate);

/** Saves a JSON document as a file in the browser. */
export function saveJsonFile(fileName: string, document: unknown): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  window.document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from the template's name, e.g. "hero-journey.template.json". */
export const exportFileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'template'
  }.template.json`;

/**
 * POST /templates/:id/refund: the money-back guarantee (TEMPLATE_REFUND_TERMS); the template
 * leaves My Templates. My Templates offers it where the server says `refundable`.
 */
export const refundTemplate = (id: string) =>
  api<unknown>(`${path(id)}/refund`, { method: 'POST', body: {} });
export const useRefundTemplate = () => useAcquisition(refundTemplate);
