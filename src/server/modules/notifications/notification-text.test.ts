import { describe, expect, it } from 'vitest';
import { describeNotification, type NotificationFacts } from './notification-text';

const facts = (overrides: Partial<NotificationFacts>): NotificationFacts => ({
  kind: 'comment',
  actorUsername: 'aria',
  recipientUsername: 'bram',
  storyId: 's1',
  storyTitle: 'The Quenching',
  chapterId: null,
  chapterPosition: null,
  chapterTitle: null,
  commentId: null,
  ...overrides,
});

describe('describeNotification', () => {
  it.each<[Partial<NotificationFacts>, string, string]>([
    [{ kind: 'comment', commentId: 'c1' }, 'aria commented on The Quenching', '/library/s1#comment-c1'],
    [
      { kind: 'reply', commentId: 'c2' },
      'aria replied to your comment on The Quenching',
      '/library/s1#comment-c2',
    ],
    [{ kind: 'follower', storyId: null, storyTitle: null }, 'aria started following you', '/authors/aria'],
    [{ kind: 'review' }, 'aria reviewed The Quenching', '/library/s1'],
    [{ kind: 'review', storyId: null, storyTitle: null }, 'aria reviewed you', '/authors/bram'],
    [{ kind: 'rating' }, 'aria rated The Quenching', '/library/s1'],
    [
      { kind: 'new_chapter', chapterId: 'ch3', chapterPosition: 3, chapterTitle: 'Embers' },
      'New chapter of The Quenching: Chapter 3, Embers',
      '/library/s1/chapters/ch3',
    ],
    [
      { kind: 'group_join', groupId: 'g1', groupName: 'Quill Circle' },
      'aria joined Quill Circle',
      '/community/groups/g1',
    ],
    [
      { kind: 'group_join_request', groupId: 'g1', groupName: 'Quill Circle' },
      'aria asked to join Quill Circle',
      '/community/groups/g1?tab=members',
    ],
    [
      {
        kind: 'group_reply',
        groupId: 'g1',
        groupName: 'Quill Circle',
        groupThreadId: 't1',
        groupThreadTitle: 'Prompts',
      },
      'aria replied to Prompts in Quill Circle',
      '/community/groups/g1/threads/t1',
    ],
  ])('%j', (overrides, text, link) => {
    expect(describeNotification(facts(overrides))).toEqual({ text, link });
  });

  it('falls back to Anonymous and Unknown Story (SPEC section 8)', () => {
    expect(describeNotification(facts({ kind: 'rating', actorUsername: null, storyTitle: null })).text).toBe(
      'Anonymous rated Unknown Story',
    );
    expect(describeNotification(facts({ kind: 'follower', actorUsername: null })).link).toBe('/');
  });
});
