import { useId, useState, type Ref } from 'react';
import type { UserSummary } from '@common/schemas/collaborator';
import { countLabel } from '@common/plural';
import { Button } from '@client/components/ui/button';
import { SearchInput } from '@client/components/ui/search-input';
import { USER_SEARCH_MIN, useUserSearch } from '../api/search-users';
import { useDebounced } from './use-debounced';
import { UserAvatar } from './user-avatar';

type Props = {
  /** The chosen person, or null while searching. */
  selected: UserSummary | null;
  onSelect: (user: UserSummary | null) => void;
  /** Validation message, e.g. 'Choose a user'; shown whatever the search says. */
  error?: string;
  /** The search box, so a form can focus it when no one was chosen. */
  inputRef?: Ref<HTMLInputElement>;
};

const SEARCH_DELAY_MS = 300;

/**
 * Finds a person by username or e-mail address (at most 20 results) and picks one. Results are
 * buttons in a list, announced politely as they arrive; once chosen, the person shows with a
 * Change button that starts a new search.
 */
export function UserSearchField({ selected, onSelect, error, inputRef }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const results = useUserSearch(term);

  if (selected) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">Person</p>
        <div className="flex items-center gap-3 rounded-lg border border-accent bg-accent/10 px-3 py-2">
          <UserAvatar username={selected.username} profileImage={selected.profileImage} />
          <span className="min-w-0 flex-1 truncate font-medium text-ink">{selected.username}</span>
          <Button size="sm" variant="ghost" onClick={() => onSelect(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }

  const users = term.length >= USER_SEARCH_MIN ? (results.data ?? []) : [];
  const message =
    term.length < USER_SEARCH_MIN
      ? 'Type at least 2 characters of a username, or a full e-mail address.'
      : results.isError
        ? `Search failed: ${results.error.message}`
        : results.isPending
          ? 'Searching...'
          : users.length === 0
            ? `No one found for "${term}".`
            : `${countLabel(users.length, 'person', 'people')} found${users.length >= 20 ? ' (showing the first 20)' : ''}.`;

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-ink">
        Person
      </p>
      <SearchInput
        label="Search people by username or e-mail"
        placeholder="Username or e-mail"
        value={text}
        onChange={(e) => setText(e.target.value)}
        ref={inputRef}
        aria-describedby={error ? `${id}-error ${id}-message` : `${id}-message`}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p
        id={`${id}-message`}
        role="status"
        className={['mt-1.5 text-sm', results.isError ? 'text-danger' : 'text-ink-muted'].join(' ')}
      >
        {message}
      </p>
      {users.length > 0 ? (
        <ul
          aria-labelledby={`${id}-label`}
          className="mt-2 max-h-64 divide-y divide-line overflow-y-auto rounded-lg border border-line"
        >
          {users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onSelect(user)}
                aria-label={`Choose ${user.username}`}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted focus:outline-none focus-visible:bg-surface-muted focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset"
              >
                <UserAvatar username={user.username} profileImage={user.profileImage} />
                <span className="min-w-0 flex-1 truncate font-medium">{user.username}</span>
                <span className="text-xs text-accent">Choose</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
