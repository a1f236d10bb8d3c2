import type { Tier } from '@common/constants';
import { can } from '@common/entitlements';

/**
 * What a template's main button does for the viewer (SPEC sections 2 and 5):
 * - download: a free template (open to everyone; a guest is asked to sign in first),
 * - buy: a paid template and the viewer may buy (signed in, creator-tier rank at least 1),
 * - upgrade: a paid template the viewer may not buy: disabled 'Upgrade Required' with the hint,
 * - owned: a paid template the viewer made or already bought: nothing to pay, open it instead,
 * - included: an exclusive template the viewer's plan includes (Master Weaver): open it to use,
 * - exclusive: an exclusive template the viewer's plan does not include: the plan, never a price.
 * A free template always reads Download (SPEC); downloading again never counts twice.
 * The rule itself lives in the entitlements table; the server applies the same one.
 */
export type TemplateAction = 'download' | 'buy' | 'upgrade' | 'owned' | 'included' | 'exclusive';

export function templateActionFor(
  template: {
    price: number;
    exclusive: boolean;
    viewer: { isOwner: boolean; owned: boolean; includedInPlan: boolean } | null;
  },
  viewer: { subscriptionTier: Tier } | null | undefined,
): TemplateAction {
  if (template.exclusive) {
    if (template.viewer?.isOwner || template.viewer?.owned) return 'owned';
    return template.viewer?.includedInPlan ? 'included' : 'exclusive';
  }
  if (template.price <= 0) return 'download';
  if (template.viewer?.isOwner || template.viewer?.owned) return 'owned';
  return viewer && can(viewer.subscriptionTier, 'marketplacePurchases') ? 'buy' : 'upgrade';
}

export const UPGRADE_REQUIRED = 'Upgrade Required';
export const UPGRADE_HINT = 'Requires paid subscription to purchase';
