import { useQuery } from '@tanstack/react-query';
import type { TemplateCard } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

/** How a template came to be in My Templates. */
export type MyTemplateRelation = 'created' | 'bought' | 'downloaded';
export type MyTemplate = {
  template: TemplateCard;
  relation: MyTemplateRelation;
  acquiredAt: string | null;
  /** The server's answer: a purchase whose refund right holds (TEMPLATE_REFUND_TERMS). */
  refundable: boolean;
};

/** GET /api/v1/me/templates: the templates the caller made, bought or downloaded (refunded ones leave). */
export const getMyTemplates = () => api<{ items: MyTemplate[] }>('/api/v1/me/templates');

export const useMyTemplates = () =>
  useQuery({ queryKey: marketplaceKeys.mine(), queryFn: getMyTemplates, select: (answer) => answer.items });
