import { WORLD_GENRES, WORLD_PRIVACY } from '@common/constants';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';

const all = { value: '', label: 'All' };
/** Genre filter choices (SPEC section 2): All, Fantasy, Sci-Fi, Modern, Historical, Horror, Universal. */
const genreOptions = [all, ...WORLD_GENRES.map((g) => ({ value: g, label: g }))];
/** Privacy filter choices (SPEC section 2): All, Private, Group Only, Public, Marketplace. */
const privacyOptions = [all, ...WORLD_PRIVACY.map((p) => ({ value: p, label: p }))];

type Props = {
  /** The search box's text (updates per keystroke; the list follows once typing pauses). */
  search: string;
  onSearchChange: (value: string) => void;
  /** '' for All. */
  genre: string;
  onGenreChange: (value: string) => void;
  /** '' for All. */
  privacy: string;
  onPrivacyChange: (value: string) => void;
};

/** Search, genre and privacy filters of My Worlds; one row on wide screens, stacked on phones. */
export function WorldsToolbar({
  search,
  onSearchChange,
  genre,
  onGenreChange,
  privacy,
  onPrivacyChange,
}: Props) {
  return (
    <div
      role="search"
      aria-label="Filter worlds"
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_13rem_14rem]"
    >
      <SearchInput
        label="Search worlds"
        placeholder="Search by name or description..."
        maxLength={200}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label="Genre"
        layout="inline"
        options={genreOptions}
        value={genre}
        onChange={(e) => onGenreChange(e.target.value)}
      />
      <SelectField
        label="Privacy"
        layout="inline"
        options={privacyOptions}
        value={privacy}
        onChange={(e) => onPrivacyChange(e.target.value)}
      />
    </div>
  );
}
