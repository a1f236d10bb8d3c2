import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomTemplateCreateInput,
  TemplateCreateInput,
  TemplateDetail,
  TemplateUpdateInput,
  TemplateVersionInput,
} from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

const base = '/api/v1/marketplace/templates';
const path = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** POST /templates: publishes a new template as version 1. */
export const createTemplate = (input: TemplateCreateInput) =>
  api<TemplateDetail>(base, { method: 'POST', body: input });
/** PATCH /templates/:id: name, category, description, price, cover, licence (creator only). */
export const updateTemplate = (id: string, input: TemplateUpdateInput) =>
  api<TemplateDetail>(path(id), { method: 'PATCH', body: input });
/** POST /templates/:id/versions: new content with a changelog; everyone who has it is notified. */
export const addTemplateVersion = (id: string, input: TemplateVersionInput) =>
  api<TemplateDetail>(`${path(id)}/versions`, { method: 'POST', body: input });
/** POST /templates/:id/publish or /unpublish (idempotent). */
export const setTemplatePublished = (id: string, published: boolean) =>
  api<TemplateDetail>(`${path(id)}/${published ? 'publish' : 'unpublish'}`, { method: 'POST', body: {} });
/** PUT /templates/:id/exclusive: admins, and the creator on Master Weaver (unmarking at any plan). */
export const setTemplateExclusive = (id: string, exclusive: boolean) =>
  api<TemplateDetail>(`${path(id)}/exclusive`, { method: 'PUT', body: { exclusive } });
/** POST /me/custom-templates: one's own story, world or character kept as a private template. */
export const saveCustomTemplate = (input: CustomTemplateCreateInput) =>
  api<TemplateDetail>('/api/v1/me/custom-templates', { method: 'POST', body: input });
/** DELETE /templates/:id: 409 when anyone bought it. */
export const deleteTemplate = (id: string) => api<void>(path(id), { method: 'DELETE' });

/** A template change whose answer replaces the cached page and refreshes the lists. */
function useTemplateChange<V>(fn: (vars: V) => Promise<TemplateDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      queryClient.setQueryData(marketplaceKeys.template(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.all, refetchType: 'none' });
    },
  });
}

export const useCreateTemplate = () => useTemplateChange(createTemplate);
export const useSaveCustomTemplate = () => useTemplateChange(saveCustomTemplate);
export const useUpdateTemplate = (id: string) =>
  useTemplateChange((input: TemplateUpdateInput) => updateTemplate(id, input));
export const useAddTemplateVersion = (id: string) =>
  useTemplateChange((input: TemplateVersionInput) => addTemplateVersion(id, input));
export const useSetTemplatePublished = (id: string) =>
  useTemplateChange((published: boolean) => setTemplatePublished(id, published));

export const useSetTemplateExclusive = (id: string) =>
  useTemplateChange((exclusive: boolean) => setTemplateExclusive(id, exclusive));

export function useDeleteTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTemplate(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: marketplaceKeys.template(id) });
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.all, refetchType: 'none' });
    },
  });
}
