import { useId, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { controlClassName } from './field-styles';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  /** The accessible name, e.g. "Search characters" (visually hidden: the icon and placeholder say it). */
  label: string;
};

/** A search box with a leading magnifier; type="search" gives a clear button and Enter-to-search keyboards. */
export function SearchInput({ label, className, ...input }: SearchInputProps) {
  const id = useId();
  return (
    <div className={['relative', className ?? ''].join(' ')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={controlClassName(false, 'pl-9')}
        {...input}
      />
    </div>
  );
}
