import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api';

/** POST /api/v1/billing/portal: the Stripe Customer Portal URL (400 on the local provider). */
export function openPortal(): Promise<{ url: string }> {
  return api<{ url: string }>('/api/v1/billing/portal', { method: 'POST' });
}

/** Sends the browser to the Stripe Customer Portal to update the card. */
export const useOpenPortal = () =>
  useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
