import { describe, expect, it } from 'vitest';
import { TEMPLATE_CONTENT_TOO_LARGE } from './marketplace';
import { outline, parseTemplateContentOf, templateFileSchema } from './template-content';

const story = {
  acts: [
    {
      title: 'Act I',
      notes: 'setup',
      beats: [
        { title: 'Call', notes: 'secret notes' },
        { title: 'Refusal', notes: '' },
      ],
    },
    { title: 'Act II', beats: [{ title: 'Ordeal' }] },
  ],
};
const scenario = {
  premise: { title: 'Drowned city', text: 'prose' },
  characters: [{ name: 'Ana', description: 'diver' }],
  places: [{ name: 'Harbour' }],
  openingChapter: { title: 'Low tide', text: 'It began.' },
};

describe('template content schemas', () => {
  it('accepts one document of each type, filling defaults', () => {
    expect(parseTemplateContentOf('Story Structure', story).success).toBe(true);
    expect(parseTemplateContentOf('Scenario Pack', scenario).success).toBe(true);
    const world = parseTemplateContentOf('World Asset', { sections: { geography: 'Isles' } });
    expect(world.success && world.data.content).toEqual({
      sections: { geography: 'Isles', cultures: '', history: '', rulesSystem: '' },
      places: [],
    });
    const ch = parseTemplateContentOf('Character Archetype', { name: 'Mentor', personalityTraits: ['wise'] });
    expect(ch.success).toBe(true);
  });

  it('refuses invalid documents with clear messages', () => {
    const noBeats = parseTemplateContentOf('Story Structure', { acts: [{ title: 'Act I', beats: [] }] });
    expect(noBeats.error?.issues[0]?.message).toBe('Each act needs at least one beat');
    const noTitle = parseTemplateContentOf('Story Structure', {
      acts: [{ title: 'A', beats: [{ title: ' ' }] }],
    });
    expect(noTitle.error?.issues[0]?.message).toBe('Beat title is required');
    expect(parseTemplateContentOf('World Asset', { sections: {} }).error?.issues[0]?.message).toBe(
      'Fill in at least one world section or place',
    );
    expect(
      parseTemplateContentOf('Character Archetype', { name: 'X', personalityTraits: ['a,b'] }).success,
    ).toBe(false);
    // a story document is not a scenario
    expect(parseTemplateContentOf('Scenario Pack', story).success).toBe(false);
  });

  it('refuses a document over the size limit', () => {
    const big = {
      acts: [
        { title: 'A', beats: Array.from({ length: 50 }, () => ({ title: 'b', notes: 'x'.repeat(4999) })) },
      ],
    };
    const parsed = parseTemplateContentOf('Story Structure', big);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(TEMPLATE_CONTENT_TOO_LARGE);
  });

  it('outlines titles only, never notes or prose', () => {
    const parsed = parseTemplateContentOf('Story Structure', story);
    if (!parsed.success) throw parsed.error;
    expect(outline(parsed.data)).toEqual([
      { heading: 'Act I', items: ['Call', 'Refusal'] },
      { heading: 'Act II', items: ['Ordeal'] },
    ]);
    const sc = parseTemplateContentOf('Scenario Pack', scenario);
    if (!sc.success) throw sc.error;
    const text = JSON.stringify(outline(sc.data));
    expect(text).toContain('Low tide');
    expect(text).not.toContain('It began');
    expect(text).not.toContain('diver');
  });

  it('reads the export file and checks its content', () => {
    const file = {
      format: 'inkforge-template',
      version: 1,
      type: 'Story Structure',
      name: 'Hero',
      content: story,
    };
    expect(templateFileSchema.parse(file).content).toMatchObject({
      acts: [{ title: 'Act I' }, { title: 'Act II' }],
    });
    expect(templateFileSchema.safeParse({ ...file, format: 'zip' }).error?.issues[0]?.message).toBe(
      'This is not an Inkforge template file',
    );
    const bad = templateFileSchema.safeParse({ ...file, content: { acts: [] } });
    expect(bad.error?.issues[0]).toMatchObject({
      message: 'Add at least one act',
      path: ['content', 'acts'],
    });
  });
});
