/**
 * Creator or reader view (SPEC section 4). Non-admins follow their tier; admins toggle it by
 * hand and the choice is remembered in this browser ('inkforge-view-mode'). The header, the
 * dashboard and any screen that differs by view read it through `useViewMode()`.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@client/lib/session';
import { resolveViewMode, type ViewMode } from './navigation';

export type { ViewMode } from './navigation';
export const VIEW_MODE_STORAGE_KEY = 'inkforge-view-mode';

function readAdminChoice(): ViewMode | null {
  try {
    const saved = window.localStorage.getItem(VIEW_MODE_STORAGE_KEY);
    return saved === 'creator' || saved === 'reader' ? saved : null;
  } catch {
    return null;
  }
}

type ViewModeContextValue = {
  /** The view in effect for the current user (guests: creator). */
  mode: ViewMode;
  /** Only admins may switch views. */
  canToggle: boolean;
  /** Switches the view; does nothing for non-admins. */
  setMode: (mode: ViewMode) => void;
};

const ViewModeContext = createContext<ViewModeContextValue | null>(null);

/** Provides the view mode; mount inside the QueryClientProvider (it reads the current user). */
export function ViewModeProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [adminChoice, setAdminChoice] = useState<ViewMode | null>(readAdminChoice);
  const canToggle = Boolean(user?.isAdmin);
  const mode = resolveViewMode(user, adminChoice);

  const setMode = useCallback(
    (next: ViewMode) => {
      if (!canToggle) return;
      setAdminChoice(next);
      try {
        window.localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
      } catch {
        // Not persisted; the choice still holds for this visit.
      }
    },
    [canToggle],
  );

  const value = useMemo(() => ({ mode, canToggle, setMode }), [mode, canToggle, setMode]);
  return <ViewModeContext.Provider value={value}>{children}</ViewModeContext.Provider>;
}

/** The current view mode and, for admins, a way to switch it. */
export function useViewMode(): ViewModeContextValue {
  const value = useContext(ViewModeContext);
  if (!value) throw new Error('useViewMode must be used inside <ViewModeProvider>');
  return value;
}
