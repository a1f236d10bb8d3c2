import type { TemplateType } from '@common/constants';
import { badRequest } from '../../errors';

/**
 * Checks a content document against the schema of its template type (template-content.ts) and
 * answers the parsed document; 400 with the field issues otherwise. The size limit is checked by
 * the request schema (templateContentInputSchema) before this runs.
 */
export function parseTemplateContent(type: TemplateType, content: unknown): unknown {
  // TODO(issue 11): switch to the per-type schemas of src/common/schemas/template-content.ts.
  void type;
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    throw badRequest('Template content is invalid', [
      { path: 'content', message: 'Template content must be an object' },
    ]);
  }
  return content;
}
