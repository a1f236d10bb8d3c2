import type { ReactNode } from 'react';
import { Compass, LayoutTemplate, MapPinOff } from 'lucide-react';
import { useParams } from 'react-router';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useDeleteWorld } from '../api/delete-world';
import { useUpdateWorld } from '../api/update-world';
import { useWorld } from '../api/get-world';
import { BackToWorlds } from '../components/back-to-worlds';
import { WorldCounts } from '../components/world-counts';
import { WorldForm } from '../components/world-form';

/** Explore / edit a world (/worlds/:worldId/edit): its counts, the form filled with its lore, and Delete. */
export default function WorldEditPage() {
  const { worldId = '' } = useParams();
  const world = useWorld(worldId);
  const update = useUpdateWorld(worldId);
  const remove = useDeleteWorld(worldId);

  const frame = (body: ReactNode, title = 'Edit World', aside?: ReactNode) => (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={title} icon={Compass} eyebrow={<BackToWorlds />} actions={aside} />
      {body}
    </div>
  );
  const back = <LinkButton to="/worlds">Back to My Worlds</LinkButton>;

  if (world.isPending) return <PageLoading />;
  if (world.isError) {
    if (world.error instanceof ApiError && world.error.status === 404) {
      return frame(
        <EmptyState
          icon={MapPinOff}
          title="World not found"
          description="It may have been deleted, or it is not one of yours."
          action={back}
        />,
      );
    }
    return frame(
      <LoadError
        message={`Failed to load world: ${world.error.message}`}
        onRetry={() => void world.refetch()}
        retrying={world.isFetching}
      />,
    );
  }
  if (!world.data.abilities.update) {
    return frame(
      <EmptyState
        icon={MapPinOff}
        title="You cannot edit this world"
        description="Only its creator may change it."
        action={back}
      />,
    );
  }
  return frame(
    <WorldForm
      key={world.data.id}
      world={world.data}
      save={update.mutateAsync}
      remove={world.data.abilities.delete ? remove.mutateAsync : undefined}
    />,
    world.data.name,
    <div className="w-full space-y-3 sm:w-80">
      <WorldCounts world={world.data} />
      <LinkButton
        to={`/marketplace/upload?from=world:${world.data.id}`}
        variant="secondary"
        size="sm"
        className="w-full"
      >
        <LayoutTemplate aria-hidden="true" className="size-4" />
        Publish as template
      </LinkButton>
    </div>,
  );
}
