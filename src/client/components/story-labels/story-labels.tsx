import { Link } from 'react-router';
import type { StoryLabels } from '@common/schemas/story-labels';
import { tagPath } from '@common/story-labels';

/**
 * A story's content warnings and tags (issue 25), each tag a link to its tag page. Drawn on the
 * story page (the server draws the same markup: open-web/story-labels-html.ts) and on cards
 * (`compact`: smaller, warnings shortened to one line). Nothing when the story has neither.
 */
export function StoryLabelList({ labels, compact = false }: { labels: StoryLabels; compact?: boolean }) {
  const { tags, contentWarnings } = labels;
  if (tags.length === 0 && contentWarnings.length === 0) return null;
  return (
    <div className={compact ? 'mt-2 space-y-1.5' : 'mt-4 space-y-2'}>
      {contentWarnings.length ? (
        <p className={compact ? 'line-clamp-1 text-xs text-ink-muted' : 'text-sm text-ink'}>
          <span className="font-semibold">Content warnings:</span> {contentWarnings.join(', ')}
        </p>
      ) : null}
      {tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.slug} className="flex">
              <Link
                to={tagPath(tag.slug)}
                className="relative z-10 rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink hover:border-accent hover:text-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The content rating as a badge's text, e.g. "Rated Teen". */
export const ratingLabel = (contentRating: string) => `Rated ${contentRating}`;
