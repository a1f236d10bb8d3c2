import { useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { COMMUNITY_CATEGORIES } from '@common/constants';
import type { GroupCard as Group } from '@common/schemas/groups';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import { SelectField } from '@client/components/ui/select-field';
import { useAllGroups } from '../api/get-groups';
import { BackLink } from '../components/back-to-groups';
import { CreateGroupButton } from '../components/create-group-button';
import { GroupCard } from '../components/group-card';

const categoryOptions = [
  { value: '', label: 'All' },
  ...COMMUNITY_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** 'See all' groups (/community/groups): every listed group by size, 20 a page, category in the address. */
export default function GroupsListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category') ?? '';
  const category = (COMMUNITY_CATEGORIES as readonly string[]).includes(raw) ? raw : undefined;
  const query = useAllGroups(category);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="All Groups"
        description="Every open and private circle, largest first."
        icon={Users}
        eyebrow={<BackLink label="Community Hub" />}
        actions={<CreateGroupButton />}
      />
      <div className="mb-6 max-w-xs">
        <SelectField
          label="Category"
          layout="inline"
          options={categoryOptions}
          value={category ?? ''}
          onChange={(e) => setParams(e.target.value ? { category: e.target.value } : {}, { replace: true })}
        />
      </div>
      <PagedCardList<Group>
        query={query}
        noun="groups"
        label="Groups"
        filtered={Boolean(category)}
        empty={<EmptyState icon={Users} title="No groups yet" action={<CreateGroupButton />} />}
        filteredEmpty={<EmptyState icon={Users} title={`No ${category ?? ''} groups yet`} />}
        renderItem={(g) => <GroupCard group={g} />}
      />
    </div>
  );
}
