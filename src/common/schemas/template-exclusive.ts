import { z } from 'zod';

/**
 * PUT /api/v1/marketplace/templates/:id/exclusive (issue 27): marks or unmarks a template
 * exclusive → the template page (templateDetailSchema). Admins may on any template they can see;
 * its creator may unmark at any plan and mark only on a plan with exclusive templates (Master
 * Weaver; 403 otherwise); anyone else gets 404. The words live in common/exclusive-templates.ts.
 */
export const templateExclusiveInputSchema = z.object({
  exclusive: z.boolean({ error: 'Say whether the template is exclusive (true or false)' }),
});
export type TemplateExclusiveInput = z.input<typeof templateExclusiveInputSchema>;
