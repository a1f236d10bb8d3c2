import type { StoryLabels } from '@common/schemas/story-labels';
import { tagPath } from '@common/story-labels';
import { escapeMarkup as e } from './markup';

/**
 * A story's content warnings and tags as the app draws them on the story page
 * (components/story-labels StoryLabelList; story-page-skeleton.test.ts holds the two together),
 * each tag a link to its tag page; `compact` as on a card (Discover Stories: smaller, warnings on
 * one line). Empty when the story has neither.
 */
export function storyLabelsHtml(labels: StoryLabels, compact = false): string {
  const { tags, contentWarnings } = labels;
  if (tags.length === 0 && contentWarnings.length === 0) return '';
  const warnings = contentWarnings.length
    ? `<p class="${compact ? 'line-clamp-1 text-xs text-ink-muted' : 'text-sm text-ink'}"><span class="font-semibold">Content warnings:</span> ${e(contentWarnings.join(', '))}</p>`
    : '';
  const list = tags.length
    ? `<ul aria-label="Tags" class="flex flex-wrap gap-1.5">${tags
        .map(
          (tag) =>
            `<li class="flex"><a href="${e(tagPath(tag.slug))}" rel="tag" class="relative z-10 rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink">${e(tag.name)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  return `<div class="${compact ? 'mt-2 space-y-1.5' : 'mt-4 space-y-2'}">${warnings}${list}</div>`;
}
