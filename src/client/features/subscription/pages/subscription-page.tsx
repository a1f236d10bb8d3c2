import { Crown } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Plans and Pricing (placeholder until the screen is built). */
export default function SubscriptionPage() {
  return (
    <ComingSoonPage
      title="Plans and Pricing"
      description="Creator and reader plans, monthly or yearly, with a 30-day money-back guarantee."
      icon={Crown}
    />
  );
}
