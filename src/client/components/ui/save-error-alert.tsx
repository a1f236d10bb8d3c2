import { Link } from 'react-router';
import { TIER_LIMIT_CODE } from '@common/constants';
import { ApiError } from '@client/lib/api';
import { Alert } from './alert';

type Props = {
  /** The failed save's error; nothing renders while it is null. */
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
};

/** A same-app path from a server's details, or null: only ever link inside the app. */
function upgradePath(details: unknown): string | null {
  const url = (details as { upgradeUrl?: unknown } | undefined)?.upgradeUrl;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * Why a save failed, in the server's own words. A plan limit (403 TIER_LIMIT) adds a link to
 * the page where the plan can be upgraded (details.upgradeUrl, normally /subscription).
 */
export function SaveErrorAlert({ error, fallback = 'Saving failed. Please try again.' }: Props) {
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : fallback;
  const tierLimit = error instanceof ApiError && error.code === TIER_LIMIT_CODE;
  const upgradeTo = tierLimit ? (upgradePath(error.details) ?? '/subscription') : null;
  return (
    <Alert tone="error">
      <p>{message}</p>
      {upgradeTo ? (
        <p className="mt-1.5">
          <Link
            to={upgradeTo}
            className="font-semibold underline underline-offset-2 hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-danger"
          >
            See plans and upgrade
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}
