import type { TemplateType } from '@common/constants';
import type { TemplateOutline } from '@common/schemas/marketplace';
import { outline, parseTemplateContentOf } from '@common/schemas/template-content';
import { badRequest } from '../../errors';

/**
 * Checks a content document against the schema of its template type (template-content.ts) and
 * answers the parsed document; 400 naming the first problem, with every field issue in
 * `details` (paths like content.acts.0.beats.1.title), otherwise.
 */
export function parseTemplateContent(type: TemplateType, content: unknown): unknown {
  const parsed = parseTemplateContentOf(type, content);
  if (parsed.success) return parsed.data.content;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw badRequest(`Template content is invalid: ${issues[0]?.message ?? 'check the content'}`, issues);
}

/** The titles-only outline of a stored document; empty for one that no longer parses. */
export function outlineOf(type: string, content: unknown): TemplateOutline {
  const parsed = parseTemplateContentOf(type as TemplateType, content);
  return parsed.success ? outline(parsed.data) : [];
}
