import { useQuery } from '@tanstack/react-query';
import type { World } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { Spinner } from '@client/components/ui/spinner';

const SECTIONS = [
  ['geography', 'Geography'],
  ['cultures', 'Cultures'],
  ['history', 'History'],
  ['rulesSystem', 'Rules system'],
] as const;

/** GET /api/v1/worlds/:id as a member of the group it is shared with: the world's lore, read-only. */
export function SharedWorldLore({ worldId }: { worldId: string }) {
  const world = useQuery({
    queryKey: ['groups', 'shared-world', worldId],
    queryFn: () => api<World>(`/api/v1/worlds/${encodeURIComponent(worldId)}`),
  });
  if (world.isPending) return <Spinner label="Loading the world..." />;
  if (world.isError) return <p className="text-sm text-danger">{world.error.message}</p>;
  const sections = SECTIONS.filter(([key]) => world.data[key]);
  if (sections.length === 0) return <p className="text-sm text-ink-muted">No lore written yet.</p>;
  return (
    <dl className="space-y-3">
      {sections.map(([key, label]) => (
        <div key={key}>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-ink">{world.data[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
