import { describe, expect, it } from 'vitest';
import { mergeRecentActivity, type ActivityRow } from './recent-activity';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const row = (type: ActivityRow['type'], minute: number, extra: Partial<ActivityRow> = {}): ActivityRow => ({
  type,
  id: `${type}-${minute}`,
  name: `${type} ${minute}`,
  createdAt: at(minute),
  at: at(minute),
  targetType: null,
  targetRef: null,
  ...extra,
});

describe('mergeRecentActivity (SPEC section 9 merge rules)', () => {
  it('is empty for no history', () => {
    expect(mergeRecentActivity([], 6)).toEqual([]);
  });

  it('sorts newest first across sources and cuts to the limit', () => {
    const rows = [row('story', 1), row('world', 5), row('character', 3), row('review', 4), row('session', 2)];
    expect(mergeRecentActivity(rows, 3).map((i) => i.name)).toEqual(['world 5', 'review 4', 'character 3']);
    expect(mergeRecentActivity(rows)).toHaveLength(5);
  });

  it('takes at most 5 stories, characters and worlds and 3 reviews and session joins before merging', () => {
    // Seven brand-new stories and four reviews, all newer than everything else.
    const rows = [
      ...Array.from({ length: 7 }, (_, i) => row('story', 50 + i)),
      ...Array.from({ length: 4 }, (_, i) => row('review', 40 + i)),
      row('world', 1),
    ];
    const merged = mergeRecentActivity(rows, 20);
    expect(merged.filter((i) => i.type === 'story').map((i) => i.name)).toEqual([
      'story 56',
      'story 55',
      'story 54',
      'story 53',
      'story 52',
    ]);
    expect(merged.filter((i) => i.type === 'review')).toHaveLength(3);
    expect(merged.at(-1)!.name).toBe('world 1');
    // 5 stories + 3 reviews + 1 world: the caps apply before the cut.
    expect(mergeRecentActivity(rows)).toHaveLength(9);
  });

  it('keeps equal times in source order (stories, characters, worlds, reviews, sessions)', () => {
    const rows = [row('session', 7), row('world', 7), row('story', 7)];
    expect(mergeRecentActivity(rows).map((i) => i.type)).toEqual(['story', 'world', 'session']);
  });

  it('says created or updated, links each kind, and falls back on missing names', () => {
    const [updated, created, review, gone, session] = mergeRecentActivity([
      row('story', 9, { id: 's1', createdAt: at(1) }),
      row('character', 8, { id: 'c1' }),
      row('review', 7, { name: 'aria', targetType: 'User', targetRef: 'aria' }),
      row('review', 6, { name: null, targetType: 'Template', targetRef: 't1' }),
      row('session', 5, { name: 'The Quenching', targetRef: 's9' }),
    ]);
    expect(updated).toMatchObject({ action: 'Updated story', link: '/stories/s1' });
    expect(created).toMatchObject({ action: 'Created character', link: '/characters/c1/edit' });
    expect(review).toMatchObject({ action: 'Reviewed', name: 'aria', link: '/authors/aria' });
    expect(gone).toMatchObject({ name: 'Unknown Template', link: null });
    const [template] = mergeRecentActivity([
      row('review', 4, { name: 'Kit', targetType: 'Template', targetRef: 't2' }),
    ]);
    expect(template).toMatchObject({ name: 'Kit', link: '/marketplace/templates/t2' });
    expect(session).toMatchObject({
      action: 'Joined a session of',
      link: '/stories/s9/session',
      at: at(5).toISOString(),
    });
  });
});
