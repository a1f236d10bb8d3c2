import { Crown } from 'lucide-react';
import { EXCLUSIVE_MESSAGES, EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { loginPathFor } from '@client/lib/redirect-target';

type Props = {
  /** The template's page, where a guest comes back after signing in. */
  templateId: string;
  /** Signed in: the plans link; a guest is asked to sign in first. */
  signedIn: boolean;
};

/**
 * What an exclusive template shows instead of Buy Now or Download to someone whose plan does not
 * include it (issue 27): the plan's name, why there is no price, and the way to that plan. The
 * server refuses a purchase or use with the same words.
 */
export function ExclusiveLock({ templateId, signedIn }: Props) {
  return (
    <div className="max-w-md rounded-xl border border-accent/40 bg-accent/5 p-4" data-testid="exclusive-lock">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Crown aria-hidden="true" className="size-4 text-accent" />
        Exclusive to {EXCLUSIVE_PLAN}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{EXCLUSIVE_MESSAGES.locked}</p>
      <p className="mt-2 text-sm">
        {signedIn ? (
          <a href="/subscription" className="font-semibold text-accent underline">
            See the {EXCLUSIVE_PLAN} plan
          </a>
        ) : (
          <a
            href={loginPathFor(`/marketplace/templates/${templateId}`)}
            className="font-semibold text-accent underline"
          >
            Sign in
          </a>
        )}
      </p>
    </div>
  );
}
