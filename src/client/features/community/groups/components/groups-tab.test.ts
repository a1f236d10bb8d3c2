import { describe, expect, it } from 'vitest';
import type { GroupCard } from '@common/schemas/groups';
import { matchGroups } from './groups-tab';

const group = (name: string, description: string): GroupCard => ({
  id: name,
  name,
  description,
  category: 'Fantasy',
  privacyLevel: 'Public',
  groupImage: null,
  memberCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActivity: '2026-01-01T00:00:00.000Z',
  viewer: { role: null, requested: false, invited: false },
});

describe('Find Groups search on the loaded items (SPEC section 2)', () => {
  const loaded = [
    group('Midnight Readers', 'Horror after dark'),
    group('Quill Circle', 'We trade MIDNIGHT chapters'),
    group('Maps', 'Cartography'),
  ];
  it('matches name or description, case-insensitively, keeping the order', () => {
    expect(matchGroups(loaded, '  midnight ').map((g) => g.name)).toEqual([
      'Midnight Readers',
      'Quill Circle',
    ]);
    expect(matchGroups(loaded, 'CARTO').map((g) => g.name)).toEqual(['Maps']);
  });
  it('keeps everything for an empty search and nothing for no match', () => {
    expect(matchGroups(loaded, '')).toHaveLength(3);
    expect(matchGroups(loaded, 'zzqx')).toEqual([]);
  });
});
