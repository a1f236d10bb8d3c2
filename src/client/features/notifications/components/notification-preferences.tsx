import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@common/schemas/notifications';
import { Alert } from '@client/components/ui/alert';
import { Checkbox } from '@client/components/ui/checkbox';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/**
 * One switch per notification kind (all on unless turned off). Each change saves at once; a
 * failed save shows why and the box goes back to what the server holds.
 */
export function NotificationPreferencesPanel() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const toggle = (kind: NotificationKind, enabled: boolean) =>
    update.mutate({ preferences: [{ kind, enabled }] });
  const pendingKind = update.isPending ? update.variables.preferences[0]?.kind : undefined;

  return (
    <section
      aria-labelledby="notification-settings"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="notification-settings" className="font-display text-lg font-semibold text-ink">
        Notify me about
      </h2>
      <div className="mt-4">
        {preferences.isPending ? (
          <Spinner label="Loading settings..." />
        ) : preferences.isError ? (
          <LoadError
            message={`Failed to load settings: ${preferences.error.message}`}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {preferences.data.preferences.map(({ kind, enabled }) => (
              <li key={kind}>
                <Checkbox
                  label={NOTIFICATION_KIND_LABELS[kind]}
                  checked={pendingKind === kind ? update.variables?.preferences[0]?.enabled : enabled}
                  disabled={update.isPending}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        {update.isError ? (
          <Alert tone="error" className="mt-4">
            Failed to save your settings: {update.error.message}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
