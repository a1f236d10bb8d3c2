import { describe, expect, it } from 'vitest';
import { SAMPLE_STORIES, findSampleStory, paragraphsOf } from './sample-stories';

describe('sample stories', () => {
  it('has the three built-in stories with ids 1 to 3', () => {
    expect(SAMPLE_STORIES.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('finds a story by its URL id and nothing else', () => {
    expect(findSampleStory('2')?.title).toBe('Signal from the Drowned Moon');
    expect(findSampleStory('9')).toBeUndefined();
    expect(findSampleStory('1x')).toBeUndefined();
    expect(findSampleStory(undefined)).toBeUndefined();
  });

  it('splits descriptions into paragraphs on blank lines', () => {
    expect(paragraphsOf('One.\n\nTwo\nstill two.\n   \nThree.')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
    for (const story of SAMPLE_STORIES) expect(paragraphsOf(story.description).length).toBe(3);
  });
});
