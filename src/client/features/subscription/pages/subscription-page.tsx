import { Crown } from 'lucide-react';
import { entitlementsOf } from '@common/entitlements';
import { useCurrentUser } from '@client/lib/session';
import { useBillingOverview } from '../api/get-billing-overview';
import { ClosingCta } from '../components/closing-cta';
import { PlanAction } from '../components/plan-action';
import { PlanFaq } from '../components/plan-faq';
import { PlanFeatures } from '../components/plan-features';
import { PricingSection } from '../components/pricing-section';
import { usePlanParams } from '../components/use-plan-params';

/**
 * /subscription (SPEC section 2): the pricing section without its own header and trial call to
 * action, then the feature section, the FAQ and the closing call to action. A reader member
 * opens on the reader plans; the toggles live in the address.
 */
export default function SubscriptionPage() {
  const { user } = useCurrentUser();
  const billing = useBillingOverview(Boolean(user));
  const { type, interval, setType, setInterval } = usePlanParams(
    user ? entitlementsOf(user.subscriptionTier).family : 'creator',
  );
  const current = user
    ? { tier: user.subscriptionTier, interval: billing.data?.subscription?.interval ?? null }
    : null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-20 px-4 py-10 sm:px-6 sm:py-14">
      <title>Plans and Pricing · Inkforge</title>
      <div className="flex w-full flex-col items-center">
        <header className="mb-8 max-w-2xl text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent/10 text-accent">
            <Crown aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Plans and Pricing
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            Choose the plan that fits your stories. Start free, change or cancel any time, with a 30-day
            money-back guarantee.
          </p>
        </header>
        <PricingSection
          type={type}
          interval={interval}
          onTypeChange={setType}
          onIntervalChange={setInterval}
          showHeader={false}
          showTrialCta={false}
          renderAction={(plan, shownInterval) => (
            <PlanAction plan={plan} interval={shownInterval} current={current} />
          )}
        />
      </div>
      <PlanFeatures />
      <PlanFaq />
      <ClosingCta />
    </div>
  );
}
