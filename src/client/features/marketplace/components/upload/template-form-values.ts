import type { TemplateType } from '@common/constants';
import {
  TEMPLATE_PRICE_MESSAGE,
  templateCreateSchema,
  type TemplateCreateInput,
  type TemplateLicence,
} from '@common/schemas/marketplace';
import { parseTemplateContentOf, templateFileSchema } from '@common/schemas/template-content';
import { emptyContent, toEditable, type AnyContent } from '../content/content-model';

/** The upload form's values; the price stays text while typing ('' and '0' are free). */
export type TemplateFormValues = {
  name: string;
  type: TemplateType;
  category: string;
  description: string;
  price: string;
  licence: TemplateLicence;
  coverImage: string | null;
  content: AnyContent;
};

export const emptyTemplateForm = (type: TemplateType = 'Story Structure'): TemplateFormValues => ({
  name: '',
  type,
  category: '',
  description: '',
  price: '0',
  licence: 'personal',
  coverImage: null,
  content: emptyContent(type),
});

/** Field messages by path: top-level fields ('name', 'price') and content paths ('content.acts.0.title'). */
export type FormErrors = Record<string, string>;

/** '4.99' -> 4.99; '' -> 0; anything not a plain amount -> NaN (refused with the price message). */
export function parsePrice(text: string): number {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Checks the form with the API's own schema (templateCreateSchema: name, category, price 0 or
 * 0.99 to 999.99, content size) and answers the request body, or the messages by field.
 */
export function validateTemplateForm(
  values: TemplateFormValues,
): { input: TemplateCreateInput } | { errors: FormErrors } {
  const price = parsePrice(values.price);
  const parsed = templateCreateSchema.safeParse({
    name: values.name,
    type: values.type,
    category: values.category || undefined,
    description: values.description,
    price,
    licence: values.licence,
    coverImage: values.coverImage,
    content: values.content,
  });
  const errors: FormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  if (Number.isNaN(price)) errors.price = TEMPLATE_PRICE_MESSAGE;
  // The type's own content rules (beats need titles, a scenario needs a character...), as the server checks them.
  const content = parseTemplateContentOf(values.type, values.content);
  if (!content.success) {
    for (const issue of content.error.issues) {
      const key = issue.path.join('.') || 'content';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data as TemplateCreateInput };
}

/**
 * The messages to show after a change: the form is checked again and each message shown stays
 * only while its field is still wrong, so it leaves as soon as the field is right (a content
 * field's message used to stay until the next Preview). A field that was not flagged (a beat just
 * added) is not flagged now either: that waits for the next Preview.
 */
export function errorsAfterChange(shown: FormErrors, values: TemplateFormValues): FormErrors {
  if (Object.keys(shown).length === 0) return shown;
  const result = validateTemplateForm(values);
  if (!('errors' in result)) return {};
  return Object.fromEntries(Object.entries(result.errors).filter(([key]) => key in shown));
}

/**
 * Fills the form from a template file (the JSON of Export JSON: format, version, type, name and
 * content, checked against the type's schema). Answers the first problem's message otherwise.
 */
export function formFromImport(json: unknown): TemplateFormValues | string {
  const file = templateFileSchema.safeParse(json);
  if (!file.success) {
    const issue = file.error.issues[0];
    const where = issue && issue.path.length > 1 ? ` (${issue.path.join('.')})` : '';
    return `${issue?.message ?? 'This is not an Inkforge template file'}${where}`;
  }
  const { type, name, content } = file.data;
  return { ...emptyTemplateForm(type), name, content: toEditable(type, content) };
}
