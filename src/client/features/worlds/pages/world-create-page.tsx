import { MapPlus } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';
import { useCreateWorld } from '../api/create-world';
import { BackToWorlds } from '../components/back-to-worlds';
import { WorldForm } from '../components/world-form';

/** Build a World (/worlds/create): the empty world form. */
export default function WorldCreatePage() {
  const create = useCreateWorld();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Build a World"
        description="Lay the foundations of a new world: genre, technology and lore."
        icon={MapPlus}
        eyebrow={<BackToWorlds />}
      />
      <WorldForm save={create.mutateAsync} />
    </div>
  );
}
