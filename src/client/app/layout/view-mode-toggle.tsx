import { BookOpen, PenTool } from 'lucide-react';
import { useViewMode, type ViewMode } from '../view-mode';

const OPTIONS: { mode: ViewMode; label: string; Icon: typeof PenTool }[] = [
  { mode: 'creator', label: 'Creator', Icon: PenTool },
  { mode: 'reader', label: 'Reader', Icon: BookOpen },
];

/** The admin's Creator/Reader switch: two toggle buttons, the active one pressed. Renders nothing for non-admins. */
export function ViewModeToggle({ className }: { className?: string }) {
  const { mode, canToggle, setMode } = useViewMode();
  if (!canToggle) return null;
  return (
    <div
      role="group"
      aria-label="View mode"
      className={['inline-flex rounded-lg border border-line bg-surface-muted p-0.5', className ?? ''].join(
        ' ',
      )}
    >
      {OPTIONS.map(({ mode: option, label, Icon }) => {
        const active = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => setMode(option)}
            className={[
              'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-semibold transition-colors',
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              active ? 'bg-surface text-accent shadow-sm' : 'text-ink-muted hover:text-ink',
            ].join(' ')}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
