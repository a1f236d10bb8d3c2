import { Link } from 'react-router';
import { SelectField } from '@client/components/ui/select-field';
import { useWorldOptions } from '../api/get-world-options';

type Props = {
  /** The chosen world's id, or null for none. */
  value: string | null | undefined;
  onChange: (worldId: string | null) => void;
  onBlur?: () => void;
  error?: string;
};

/** The optional "World" choice of the character form: one of the caller's own worlds, or none. */
export function WorldPicker({ value, onChange, onBlur, error }: Props) {
  const worlds = useWorldOptions();
  const options = [
    { value: '', label: worlds.isPending ? 'Loading your worlds...' : 'No world' },
    ...(worlds.data ?? []).map((w) => ({ value: w.id, label: w.name })),
  ];
  const hint = worlds.isError ? (
    `Your worlds could not be loaded: ${worlds.error.message}`
  ) : worlds.data && worlds.data.length === 0 ? (
    <>
      You have no worlds yet.{' '}
      <Link to="/worlds/create" className="font-medium text-accent underline underline-offset-2">
        Build one
      </Link>
    </>
  ) : (
    'Optional: the world this character lives in.'
  );
  return (
    <SelectField
      label="World"
      options={options}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      onBlur={onBlur}
      disabled={worlds.isPending}
      hint={hint}
      error={error}
    />
  );
}
