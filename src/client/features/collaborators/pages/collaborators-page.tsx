import { useRef } from 'react';
import { BookUser, UsersRound } from 'lucide-react';
import { can } from '@common/entitlements';
import { useCurrentUser } from '@client/lib/session';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useSearchParam } from '@client/components/ui/use-search-param';
import { useCollaborations } from '../api/get-collaborations';
import { AddCollaboratorPanel } from '../components/add-collaborator-panel';
import { CollaborationLock } from '@client/components/plan-lock/collaboration-lock';
import { CollaboratingStoryCard } from '../components/collaborating-story-card';
import { OwnedStoryCard } from '../components/owned-story-card';

/**
 * Collaborators (/collaborators): the caller's stories with the people writing them (add by
 * username or e-mail with a role, remove after a confirmation), and the stories where the caller
 * collaborates (owner, role, Open in the writing room, Leave). `?story=id` preselects a story.
 * Inviting needs a plan with collaboration (Worldsmith, Master Weaver): on any other plan the form
 * is replaced by the lock, and people already invited stay listed and removable.
 */
export default function CollaboratorsPage() {
  const { user } = useCurrentUser();
  const collaborations = useCollaborations();
  const [storyId, setStoryId] = useSearchParam('story');
  const mayInvite = !user || can(user.subscriptionTier, 'collaboration');
  const panel = useRef<HTMLElement>(null);

  const chooseStory = (id: string) => {
    setStoryId(id);
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus({ preventScroll: true });
  };

  let lists;
  if (collaborations.isPending) lists = <Spinner label="Loading collaborators..." />;
  else if (collaborations.isError)
    lists = (
      <LoadError
        message={`Failed to load collaborators: ${collaborations.error.message}`}
        onRetry={() => void collaborations.refetch()}
        retrying={collaborations.isFetching}
      />
    );
  else {
    const { owned, collaborating } = collaborations.data;
    lists = (
      <div className="space-y-10">
        <section aria-labelledby="owned-heading">
          <h2 id="owned-heading" className="mb-4 font-display text-2xl font-semibold text-ink">
            Stories you own
          </h2>
          {owned.length === 0 ? (
            <EmptyState
              icon={UsersRound}
              title="No collaborators yet"
              description={
                mayInvite
                  ? 'None of your stories has collaborators. Add a writer, editor or beta reader with the form.'
                  : 'None of your stories has collaborators.'
              }
            />
          ) : (
            <ul className="space-y-4">
              {owned.map((entry) => (
                <li key={entry.story.id}>
                  <OwnedStoryCard
                    {...entry}
                    onAdd={mayInvite ? () => chooseStory(entry.story.id) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="collaborating-heading">
          <h2 id="collaborating-heading" className="mb-4 font-display text-2xl font-semibold text-ink">
            Stories where you collaborate
          </h2>
          {collaborating.length === 0 ? (
            <EmptyState
              icon={BookUser}
              title="Not collaborating yet"
              description="When another writer adds you to their story, it shows up here with your role."
            />
          ) : (
            <ul className="space-y-4">
              {collaborating.map((entry) => (
                <li key={entry.story.id}>
                  <CollaboratingStoryCard {...entry} userId={user?.id ?? ''} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Collaborators"
        description="The writers, editors and beta readers you share stories with."
        icon={UsersRound}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section
          ref={panel}
          aria-labelledby="add-heading"
          className="scroll-mt-24 self-start rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 lg:sticky lg:top-24 lg:order-2"
        >
          <h2 id="add-heading" className="mb-4 font-display text-xl font-semibold text-ink">
            Add a collaborator
          </h2>
          {mayInvite || !user ? (
            <AddCollaboratorPanel storyId={storyId} onStoryChange={setStoryId} />
          ) : (
            <CollaborationLock tier={user.subscriptionTier} />
          )}
        </section>
        <div className="min-w-0 lg:order-1">{lists}</div>
      </div>
    </div>
  );
}
