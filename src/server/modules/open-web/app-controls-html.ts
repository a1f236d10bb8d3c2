import { escapeMarkup as e } from './markup';
import { iconBox } from './page-html-styles';

/**
 * Pieces the server-drawn hub pages (marketplace-html.ts, community-hub-html.ts) share with the
 * app's form components (components/ui: SearchInput, SelectField with the inline layout). Their
 * skeleton tests compare both sides, so a change here is made in the components too. The controls
 * are `disabled`: the server's copy is replaced before anyone could use them.
 */

/** An icon's place (page-html-styles iconBox). */
export const icon = iconBox;

/** A form control's box (components/ui/field-styles controlClassName, valid). */
export const CONTROL =
  'block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted border-line';

/** SearchInput: a search box with a leading magnifier and a visually hidden label; `extra` goes on its wrapper. */
export function searchField(id: string, label: string, placeholder: string, extra = ''): string {
  return (
    `<div class="relative${extra ? ` ${extra}` : ''}"><label for="${id}" class="sr-only">${e(label)}</label>` +
    icon('pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted') +
    `<input id="${id}" type="search" autocomplete="off" disabled="" class="${CONTROL} pl-9" placeholder="${e(placeholder)}" value=""></div>`
  );
}

/** SelectField with layout="inline": the label inside the box before the value; `extra` goes on its box. */
export function inlineSelect(
  id: string,
  label: string,
  options: readonly (readonly [value: string, text: string])[],
  selected: string,
  extra = '',
): string {
  const opts = options
    .map(
      ([value, text]) =>
        `<option value="${e(value)}"${value === selected ? ' selected=""' : ''}>${e(text)}</option>`,
    )
    .join('');
  return (
    `<div class="relative flex items-center rounded-lg border border-line bg-surface shadow-sm${extra ? ` ${extra}` : ''}">` +
    `<label for="${id}" class="shrink-0 py-2.5 pl-3 text-sm font-medium whitespace-nowrap text-ink-muted">${e(label)}</label>` +
    `<select id="${id}" disabled="" class="min-w-0 flex-1 cursor-pointer appearance-none rounded-lg bg-transparent py-2.5 pr-9 pl-2 text-base font-medium text-ink">${opts}</select>` +
    `${icon('pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted')}</div>`
  );
}
