import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { useDeletePreset, useFilterPresets, useSavePreset } from './filter-presets-api';
import type { FilterValues } from './filter-values';

type Props = {
  /** The filters applied now: what "Save" keeps. */
  applied: FilterValues;
  /** Puts a preset's filters in the address. */
  onApply: (filters: Record<string, string>) => void;
};

/**
 * Saved presets (issue 25): apply or delete one from the menu, or save the applied filters under
 * a name. They are kept with the account, so they are there in any browser.
 */
export function FilterPresetsMenu({ applied, onApply }: Props) {
  const presets = useFilterPresets(true);
  const save = useSavePreset();
  const remove = useDeletePreset();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const items = presets.data?.items ?? [];
  const preset = items.find((p) => p.id === chosen);
  const nothingApplied = Object.keys(applied).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('Name the preset');
    setNameError(undefined);
    save.mutate({ name: name.trim(), filters: applied }, { onSuccess: () => setName('') });
  };

  return (
    <div className="grid gap-4 rounded-xl border border-line bg-surface-muted p-4 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        {presets.isPending ? (
          <p className="text-sm text-ink-muted">Loading saved presets...</p>
        ) : presets.isError ? (
          <Alert tone="error">Failed to load saved presets: {presets.error.message}</Alert>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-muted">No saved presets yet. Apply filters, then save them here.</p>
        ) : (
          <>
            <SelectField
              label="Saved presets"
              options={[
                { value: '', label: 'Choose a preset' },
                ...items.map((p) => ({ value: p.id, label: p.name })),
              ]}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={!preset}
                onClick={() => preset && onApply(preset.filters)}
              >
                Apply preset
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={!preset}
                busy={remove.isPending}
                onClick={() => preset && remove.mutate(preset.id, { onSuccess: () => setChosen('') })}
              >
                Delete preset
              </Button>
            </div>
          </>
        )}
      </div>
      <form onSubmit={submit} noValidate className="grid content-start gap-2">
        <TextField
          label="Save the applied filters as"
          value={name}
          maxLength={60}
          error={nameError}
          hint={nothingApplied ? 'Apply some filters first.' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={nothingApplied} busy={save.isPending}>
            Save preset
          </Button>
        </div>
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
        {save.isSuccess ? <Alert tone="success">Preset saved.</Alert> : null}
      </form>
    </div>
  );
}
