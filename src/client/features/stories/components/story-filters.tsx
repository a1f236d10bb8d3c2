import { MY_STORIES_GENRE_FILTER } from '@common/constants';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';
import { MY_STORIES_STATUS_FILTER } from '../hooks/use-story-filters';

const genreOptions = [
  { value: '', label: 'All' },
  ...MY_STORIES_GENRE_FILTER.map((g) => ({ value: g, label: g })),
];
const statusOptions = [
  { value: '', label: 'All' },
  ...MY_STORIES_STATUS_FILTER.map((s) => ({ value: s, label: s })),
];

type Props = {
  /** What is in the search box now (the list follows it after a pause in typing). */
  search: string;
  onSearchChange: (value: string) => void;
  /** '' means All. */
  genre: string;
  onGenreChange: (value: string) => void;
  /** '' means All. */
  status: string;
  onStatusChange: (value: string) => void;
};

/** The My Stories filter bar (SPEC section 2): search, genre and status. Stacks on a phone. */
export function StoryFilters({
  search,
  onSearchChange,
  genre,
  onGenreChange,
  status,
  onStatusChange,
}: Props) {
  return (
    <div role="search" className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_11rem_11rem]">
      <SearchInput
        className="col-span-2 sm:col-span-1"
        label="Search stories"
        placeholder="Search by title or description"
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      <SelectField
        label="Genre"
        layout="inline"
        options={genreOptions}
        value={genre}
        onChange={(e) => onGenreChange(e.target.value)}
      />
      <SelectField
        label="Status"
        layout="inline"
        options={statusOptions}
        value={status}
        onChange={(e) => onStatusChange(e.target.value)}
      />
    </div>
  );
}
