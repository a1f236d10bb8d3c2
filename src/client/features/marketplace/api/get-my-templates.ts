import { useQuery } from '@tanstack/react-query';
import type { TemplateCard } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

/** How a template came to be in My Templates. */
export type MyTemplateRelation = 'created' | 'bought' | 'downloaded';
export type MyTemplate = { template: TemplateCard; relation: MyTemplateRelation; acquiredAt: string | null };

type Answer = {
  items: Array<Partial<MyTemplate> & Partial<TemplateCard> & { source?: string; kind?: string }>;
};

/** Reads one row of the answer, whether it nests the card or flattens it. */
function toMyTemplate(row: Answer['items'][number]): MyTemplate {
  const template = (row.template ?? row) as TemplateCard;
  const raw = row.relation ?? row.source ?? row.kind;
  const relation: MyTemplateRelation =
    raw === 'created' || raw === 'own' || template.viewer?.isOwner
      ? 'created'
      : raw === 'bought' || raw === 'purchase' || raw === 'purchased'
        ? 'bought'
        : 'downloaded';
  return { template, relation, acquiredAt: row.acquiredAt ?? null };
}

/** GET /api/v1/me/templates: the templates the caller made, bought or downloaded. */
export async function getMyTemplates(): Promise<MyTemplate[]> {
  const answer = await api<Answer>('/api/v1/me/templates');
  return answer.items.map(toMyTemplate);
}

export const useMyTemplates = () => useQuery({ queryKey: marketplaceKeys.mine(), queryFn: getMyTemplates });
