import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Compass, Crown, Users } from 'lucide-react';
import { DASHBOARD_GENRE_FILTER } from '@common/constants';
import { Badge } from '@client/components/ui/badge';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';
import { Spinner } from '@client/components/ui/spinner';
import { StarRating } from '@client/components/star-rating/star-rating';
import { useDiscoverStories, type DiscoverGenre } from '../api/search-stories';
import { Panel } from '@client/components/ui/panel';

const GENRE_OPTIONS = [
  { value: '', label: 'All' },
  ...DASHBOARD_GENRE_FILTER.map((g) => ({ value: g, label: g })),
];
const SEARCH_DELAY_MS = 300;

/**
 * Discover Stories: search and a genre filter (All, Fantasy, Sci-Fi, Romance, Horror, Mystery,
 * Adventure) over published stories, through the library search; links to the Community Hub
 * and the Marketplace (Premium).
 */
export function DiscoverPanel() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [genre, setGenre] = useState<DiscoverGenre | ''>('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(draft.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const results = useDiscoverStories({ q: q || undefined, genre: genre || undefined });

  return (
    <Panel title="Discover Stories" icon={Compass} id="discover-stories">
      <div className="flex flex-col gap-3">
        <SearchInput
          label="Search stories"
          placeholder="Search stories..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <SelectField
          label="Genre"
          layout="inline"
          options={GENRE_OPTIONS}
          value={genre}
          onChange={(e) => setGenre(e.target.value as DiscoverGenre | '')}
        />
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={results.isFetching || undefined}>
        {results.isPending ? (
          <Spinner label="Searching..." />
        ) : results.isError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to load stories: {results.error.message}
          </p>
        ) : results.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">No stories found. Try another search or genre.</p>
        ) : (
          <ul
            aria-label="Discovered stories"
            className={['flex flex-col gap-2', results.isPlaceholderData ? 'opacity-60' : ''].join(' ')}
          >
            {results.data.items.map((story) => (
              <li key={story.id}>
                <Link
                  to={`/library/${story.id}`}
                  className="block rounded-lg px-2 py-2 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <span className="block text-sm font-semibold break-words text-ink">{story.title}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
                    {story.genre} · by {story.authorUsername}
                    <StarRating value={story.rating} showValue={false} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
        <Link
          to="/community"
          className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Users aria-hidden="true" className="size-4 text-accent" />
          Community Hub
        </Link>
        <Link
          to="/marketplace"
          className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Crown aria-hidden="true" className="size-4 text-accent" />
          Marketplace
          <Badge tone="accent" className="ml-auto">
            Premium
          </Badge>
        </Link>
      </div>
    </Panel>
  );
}
