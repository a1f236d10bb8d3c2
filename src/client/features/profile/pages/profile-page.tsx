import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '@client/lib/session';
import { LoadError } from '@client/components/ui/load-error';
import { PageLoading } from '@client/components/ui/spinner';
import { useSearchParam } from '@client/components/ui/use-search-param';
import { useProfileSummary } from '../api/profile-summary';
import { ProfileHeader } from '../overview/profile-header';
import { SubscriptionCard } from '../overview/subscription-card';
import { OverviewTab } from '../overview/overview-tab';
import { SettingsTab } from '../settings/settings-tab';
import { CharactersTab, ReviewsTab, StoriesTab, WorldsTab } from '../components/profile-tab-lists';
import { panelId, ProfileTabs, tabId, toProfileTab, type ProfileTabId } from '../components/profile-tabs';

/**
 * /profile (SPEC section 2): header with level, XP and Progress to Master, the subscription card,
 * and the tabs Overview, Stories, Characters, Worlds, Reviews and Settings. The open tab lives
 * in ?tab= so a reload or a shared link opens it again. Nothing is rendered without a user.
 */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const summary = useProfileSummary();
  const [tabParam, setTabParam] = useSearchParam('tab');
  const active = toProfileTab(tabParam);
  const [now] = useState(() => Date.now());

  if (!user) return null;
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <LoadError
          message={`Failed to load your profile: ${summary.error.message}`}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      </div>
    );
  }

  const data = summary.data;
  const panels: Record<ProfileTabId, () => ReactNode> = {
    overview: () => <OverviewTab summary={data} />,
    stories: () => <StoriesTab stories={data.stories} now={now} />,
    characters: () => <CharactersTab characters={data.characters} />,
    worlds: () => <WorldsTab worlds={data.worlds} />,
    reviews: () => <ReviewsTab reviews={data.reviews} username={data.user.username} />,
    settings: () => <SettingsTab />,
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <ProfileHeader
        user={data.user}
        level={data.level}
        experiencePoints={data.experiencePoints}
        progressToMaster={data.progressToMaster}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileTabs active={active} onChange={(id) => setTabParam(id === 'overview' ? '' : id)} />
          <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)}>
            {panels[active]()}
          </div>
        </div>
        <aside className="lg:sticky lg:top-24">
          <SubscriptionCard tier={data.user.subscriptionTier} usage={data.usage} />
        </aside>
      </div>
    </div>
  );
}
