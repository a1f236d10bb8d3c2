import { describe, expect, it } from 'vitest';
import { countLabel, pluralNoun } from './plural';

describe('countLabel', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countLabel(1, 'view')).toBe('1 view');
    expect(countLabel(0, 'view')).toBe('0 views');
    expect(countLabel(2, 'view')).toBe('2 views');
    expect(countLabel(1.5, 'hour')).toBe('1.5 hours');
  });

  it('groups thousands and takes an irregular plural', () => {
    expect(countLabel(12408, 'word')).toBe('12,408 words');
    expect(countLabel(1, 'person', 'people')).toBe('1 person');
    expect(countLabel(3, 'person', 'people')).toBe('3 people');
    expect(countLabel(1, 'story', 'stories')).toBe('1 story');
    expect(countLabel(1001, 'story', 'stories')).toBe('1,001 stories');
  });
});

describe('pluralNoun', () => {
  it('gives the noun alone, for labels that show the number apart', () => {
    expect(pluralNoun(1, 'Follower')).toBe('Follower');
    expect(pluralNoun(0, 'Follower')).toBe('Followers');
    expect(pluralNoun(1, 'Story', 'Stories')).toBe('Story');
    expect(pluralNoun(7, 'Story', 'Stories')).toBe('Stories');
  });
});
