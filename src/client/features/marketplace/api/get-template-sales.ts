import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

export type TemplateSalesRow = { templateId: string; sales: number; earningsCents: number };

/** GET /api/v1/me/template-sales: the caller's sales and earnings per template, in cents. */
export const getTemplateSales = () => api<{ items: TemplateSalesRow[] }>('/api/v1/me/template-sales');

export const useTemplateSales = () =>
  useQuery({ queryKey: [...marketplaceKeys.mine(), 'sales'], queryFn: getTemplateSales });
