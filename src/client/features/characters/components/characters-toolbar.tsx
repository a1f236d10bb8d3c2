import { CHARACTER_PRIVACY } from '@common/constants';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';

/** The privacy filter's choices (SPEC section 2): All, then every character privacy level. */
export const PRIVACY_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  ...CHARACTER_PRIVACY.map((p) => ({ value: p, label: p })),
];

type Props = {
  /** The search box's text (updates per keystroke; the list follows once typing pauses). */
  search: string;
  onSearchChange: (value: string) => void;
  /** '' for All, else one of CHARACTER_PRIVACY. */
  privacy: string;
  onPrivacyChange: (value: string) => void;
};

/** Search and privacy filter of My Characters, side by side on wide screens and stacked on phones. */
export function CharactersToolbar({ search, onSearchChange, privacy, onPrivacyChange }: Props) {
  return (
    <div
      role="search"
      aria-label="Filter characters"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <SearchInput
          label="Search characters"
          placeholder="Search by name or description..."
          maxLength={200}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      <SelectField
        label="Privacy"
        layout="inline"
        className="sm:w-56"
        options={PRIVACY_FILTER_OPTIONS}
        value={privacy}
        onChange={(e) => onPrivacyChange(e.target.value)}
      />
    </div>
  );
}
