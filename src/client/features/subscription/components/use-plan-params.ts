import { useSearchParam } from '@client/components/ui/use-search-param';
import type { BillingInterval } from '@common/schemas/billing';

export type PlanType = 'creator' | 'reader';

/**
 * The subscription page's two toggles, kept in the address (`?type=reader&interval=yearly`) so a
 * link to a plan opens it. Anything unknown reads as the default: creator plans, monthly.
 */
export function usePlanParams(defaultType: PlanType = 'creator') {
  const [typeParam, setType] = useSearchParam('type');
  const [intervalParam, setInterval] = useSearchParam('interval');
  const type: PlanType = typeParam === 'reader' || typeParam === 'creator' ? typeParam : defaultType;
  const interval: BillingInterval = intervalParam === 'yearly' ? 'yearly' : 'monthly';
  return {
    type,
    interval,
    setType: (next: PlanType) => setType(next),
    setInterval: (next: BillingInterval) => setInterval(next),
  };
}
