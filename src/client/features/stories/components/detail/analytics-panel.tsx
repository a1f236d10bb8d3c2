import { BarChart3 } from 'lucide-react';
import { can, planNames, tiersWith } from '@common/entitlements';
import type { StoryDetail } from '@common/schemas/story';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useCurrentUser } from '@client/lib/session';

/** The owner's way to the story's analytics (a plan without them sees the locked preview there). */
export function AnalyticsPanel({ story }: { story: StoryDetail }) {
  const { user } = useCurrentUser();
  const included = user ? can(user.subscriptionTier, 'analytics') : false;
  return (
    <Panel title="Analytics" icon={BarChart3}>
      <p className="mb-3 text-sm text-ink-muted">
        {included
          ? 'Views, readers, reads per chapter and where readers stop.'
          : `Part of the ${planNames(tiersWith('analytics'))} plans.`}
      </p>
      <LinkButton to={`/analytics/stories/${story.id}`} variant="secondary" size="sm">
        {included ? 'Open story analytics' : 'Preview story analytics'}
      </LinkButton>
    </Panel>
  );
}
