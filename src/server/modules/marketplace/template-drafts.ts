import { GENRES, type Genre } from '@common/constants';
import type { TemplateDraft, TemplateDraftSource } from '@common/schemas/marketplace';
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_NAME_MAX } from '@common/schemas/marketplace';
import { TEMPLATE_BEATS_MAX } from '@common/schemas/template-content';
import { notFound } from '../../errors';
import type { TemplateDraftsRepository } from './template-drafts.repository';

/**
 * 'Publish as template': a prefilled upload form from one of the caller's own things. A story
 * becomes a Story Structure whose beats are its chapters (in order, split into up to three acts,
 * each beat's notes the chapter's opening words); a world a World Asset (its four sections; no
 * places yet); a character a Character Archetype (its fields, traits split on commas). Nothing
 * is stored: the creator reviews, prices and publishes it through POST /templates.
 */

const NOTE_CHARS = 280;
const excerpt = (text: string): string => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= NOTE_CHARS ? t : `${t.slice(0, NOTE_CHARS - 1).trimEnd()}…`;
};
const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));
const genreOf = (g: string | null): Genre | null =>
  (GENRES as readonly string[]).includes(g ?? '') ? (g as Genre) : null;
const ACT_NAMES = ['Act I', 'Act II', 'Act III'];

/** Chapters split into up to three acts of nearly equal length, in order. */
export function actsFromChapters(list: Array<{ title: string; text: string }>) {
  const beats = list
    .slice(0, TEMPLATE_BEATS_MAX)
    .map((c, i) => ({ title: c.title.trim() || `Chapter ${i + 1}`, notes: excerpt(c.text) }));
  if (beats.length === 0) return [{ title: 'Act I', notes: '', beats: [{ title: 'Opening', notes: '' }] }];
  const actCount = Math.min(3, beats.length);
  const size = Math.ceil(beats.length / actCount);
  return Array.from({ length: actCount }, (_, a) => ({
    title: ACT_NAMES[a]!,
    notes: '',
    beats: beats.slice(a * size, (a + 1) * size),
  })).filter((act) => act.beats.length > 0);
}

export async function buildTemplateDraft(
  repo: TemplateDraftsRepository,
  userId: string,
  kind: TemplateDraftSource,
  id: string,
): Promise<TemplateDraft> {
  if (kind === 'story') {
    const story = await repo.ownStory(userId, id);
    if (!story) throw notFound('Story not found');
    return {
      name: cut(story.title, TEMPLATE_NAME_MAX),
      type: 'Story Structure',
      category: genreOf(story.genre),
      description: cut(story.description, TEMPLATE_DESCRIPTION_MAX),
      coverImage: null,
      content: { acts: actsFromChapters(story.chapters) },
    };
  }
  if (kind === 'world') {
    const world = await repo.ownWorld(userId, id);
    if (!world) throw notFound('World not found');
    return {
      name: cut(world.name, TEMPLATE_NAME_MAX),
      type: 'World Asset',
      category: genreOf(world.genre),
      description: cut(world.description ?? '', TEMPLATE_DESCRIPTION_MAX),
      coverImage: null,
      content: {
        sections: {
          geography: world.geography ?? '',
          cultures: world.cultures ?? '',
          history: world.history ?? '',
          rulesSystem: world.rulesSystem ?? '',
        },
        places: [],
      },
    };
  }
  const character = await repo.ownCharacter(userId, id);
  if (!character) throw notFound('Character not found');
  return {
    name: cut(character.name, TEMPLATE_NAME_MAX),
    type: 'Character Archetype',
    category: null,
    description: cut(character.description ?? '', TEMPLATE_DESCRIPTION_MAX),
    coverImage: null,
    content: {
      name: character.name,
      description: character.description ?? '',
      background: character.background ?? '',
      personalityTraits: (character.personalityTraits ?? '')
        .split(',')
        .map((t) => t.trim().slice(0, 40))
        .filter(Boolean)
        .slice(0, 20),
      speakingStyle: (character.speakingStyle ?? '').slice(0, 200),
      voicePatterns: character.voicePatterns ?? '',
    },
  };
}
