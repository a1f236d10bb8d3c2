import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { List, Settings2 } from 'lucide-react';

/*
 * The contents drawer and the reading settings are Radix dialogs; their code (focus trap, scroll
 * lock, portal) loads on the first click of their button, not with the chapter, which keeps the
 * reader's critical-path JavaScript small. Until then a look-alike button stands in; clicking it
 * loads the dialog, which opens at once in its place.
 */
const TocDrawerModule = lazy(() => import('./toc-drawer').then((m) => ({ default: m.TocDrawer })));
const SettingsModule = lazy(() =>
  import('./reader-settings-dialog').then((m) => ({ default: m.ReaderSettingsDialog })),
);

const TRIGGER =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

function Deferred({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const stand = (onClick?: () => void) => (
    <button type="button" className={TRIGGER} onClick={onClick} aria-haspopup="dialog" aria-busy={wanted}>
      {icon}
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </button>
  );
  if (!wanted) return stand(() => setWanted(true));
  return <Suspense fallback={stand()}>{children}</Suspense>;
}

export function TocDrawer(props: Omit<ComponentProps<typeof TocDrawerModule>, 'defaultOpen'>) {
  return (
    <Deferred icon={<List aria-hidden="true" className="size-4" />} label="Contents">
      <TocDrawerModule {...props} defaultOpen />
    </Deferred>
  );
}

export function ReaderSettingsDialog(props: Omit<ComponentProps<typeof SettingsModule>, 'defaultOpen'>) {
  return (
    <Deferred icon={<Settings2 aria-hidden="true" className="size-4" />} label="Reading settings">
      <SettingsModule {...props} defaultOpen />
    </Deferred>
  );
}
