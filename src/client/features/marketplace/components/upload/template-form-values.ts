import type { TemplateType } from '@common/constants';
import {
  TEMPLATE_PRICE_MESSAGE,
  templateCreateSchema,
  type TemplateCreateInput,
  type TemplateLicence,
} from '@common/schemas/marketplace';
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
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data as TemplateCreateInput };
}

/** The document a JSON export holds, as far as the form needs it. */
type ExportLike = {
  name?: unknown;
  type?: unknown;
  category?: unknown;
  description?: unknown;
  price?: unknown;
  licence?: unknown;
  content?: unknown;
  template?: unknown;
};

/**
 * Fills the form from an exported template file (the JSON of Export JSON). Unknown types are
 * refused with a message; the content is read leniently and checked on publish.
 */
export function formFromImport(json: unknown, types: readonly TemplateType[]): TemplateFormValues | string {
  if (typeof json !== 'object' || json === null) return 'This file is not a template export.';
  const root = json as ExportLike;
  const doc = (
    typeof root.template === 'object' && root.template !== null ? root.template : root
  ) as ExportLike;
  const type = types.find((t) => t === doc.type);
  if (!type) return 'This file is not a template export: its type is missing or unknown.';
  const content = doc.content ?? root.content;
  return {
    ...emptyTemplateForm(type),
    name: typeof doc.name === 'string' ? doc.name : '',
    category: typeof doc.category === 'string' ? doc.category : '',
    description: typeof doc.description === 'string' ? doc.description : '',
    price: typeof doc.price === 'number' ? String(doc.price) : '0',
    licence: doc.licence === 'commercial' ? 'commercial' : 'personal',
    content: toEditable(type, content),
  };
}
