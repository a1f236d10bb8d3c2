import * as Dialog from '@radix-ui/react-dialog';
import { Settings2, X } from 'lucide-react';
import {
  READER_FONT_SIZES,
  READER_THEMES,
  READER_WIDTHS,
  type ReaderSettings,
} from '../hooks/use-reader-settings';

type Props = {
  settings: ReaderSettings;
  onChange: (change: Partial<ReaderSettings>) => void;
  /** Open on mount (the deferred trigger in lazy-dialogs.tsx loads this module on first click). */
  defaultOpen?: boolean;
};

const LABELS: Record<string, string> = {
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'X-Large',
  narrow: 'Narrow',
  medium: 'Medium',
  wide: 'Wide',
  light: 'Light',
  sepia: 'Sepia',
  dark: 'Dark',
};

const TRIGGER =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

/** A row of choices as native radio buttons (one tab stop, arrow keys), drawn as a segmented control. */
function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onPick,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onPick: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1">
        {options.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onPick(option)}
              className="peer sr-only"
            />
            <span className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-center text-sm text-ink-muted peer-checked:bg-surface peer-checked:font-semibold peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-accent">
              {LABELS[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Reading settings: text size, line width and reader theme; saved in this browser as they change. */
export function ReaderSettingsDialog({ settings, onChange, defaultOpen }: Props) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger className={TRIGGER}>
        <Settings2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Reading settings</span>
        <span className="sr-only sm:hidden">Reading settings</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/40" />
        <Dialog.Content className="fixed right-2 bottom-2 left-2 z-50 rounded-2xl border border-line bg-surface p-5 text-ink shadow-xl focus:outline-none sm:top-20 sm:right-4 sm:bottom-auto sm:left-auto sm:w-96">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-bold">Reading settings</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label="Close reading settings"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Saved on this device for every story.
          </Dialog.Description>
          <div className="mt-4 space-y-4">
            <Choice
              legend="Text size"
              name="reader-font-size"
              options={READER_FONT_SIZES}
              value={settings.fontSize}
              onPick={(fontSize) => onChange({ fontSize })}
            />
            <Choice
              legend="Line width"
              name="reader-width"
              options={READER_WIDTHS}
              value={settings.width}
              onPick={(width) => onChange({ width })}
            />
            <Choice
              legend="Theme"
              name="reader-theme"
              options={READER_THEMES}
              value={settings.theme}
              onPick={(theme) => onChange({ theme })}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
