import { TEMPLATE_SORTS, type TemplateSort } from '@common/schemas/marketplace';
import { cursorCodec, field, type CursorCodec } from '../../db/cursor-codec';
import type { TemplatePosition } from './marketplace.repository';

/** Key text per sort: integers, decimals, or a microsecond UTC timestamp. */
const KEY_FORMAT: Record<TemplateSort, RegExp> = {
  popular: /^\d{1,10}$/,
  rated: /^\d(\.\d{1,2})?$/,
  newest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  price_asc: /^\d{1,8}(\.\d{1,2})?$/,
  price_desc: /^\d{1,8}(\.\d{1,2})?$/,
};
/** Template cursors carry the sort they were made for, so a cursor of another sort is refused. */
const TEMPLATE_CURSORS = Object.fromEntries(
  TEMPLATE_SORTS.map((sort) => [
    sort,
    cursorCodec(field.literal(sort), field.matching(KEY_FORMAT[sort]), field.uuid),
  ]),
) as Record<TemplateSort, CursorCodec<[TemplateSort, string, string]>>;

export function encodeTemplateCursor(sort: TemplateSort, p: TemplatePosition): string {
  return TEMPLATE_CURSORS[sort].encode([sort, p.key, p.id]);
}
export function decodeTemplateCursor(
  sort: TemplateSort,
  cursor: string | undefined,
): TemplatePosition | undefined {
  const tuple = TEMPLATE_CURSORS[sort].decode(cursor);
  return tuple && { key: tuple[1], id: tuple[2] };
}
