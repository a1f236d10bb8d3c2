import { countLabel } from '@common/plural';
import type { ImportPlan, ImportPreview } from '@common/schemas/manuscript-import';

type Section = ImportPreview['sections'][number];

/**
 * One chapter of the writer's split while they adjust it: the sections it joins (adjacent, in
 * order), its title and whether it is imported. `key` (its first section) stays while it exists.
 */
export type DraftChapter = { key: number; title: string; sections: number[]; included: boolean };

/** One chapter per previewed section, titled by its heading, all included. */
export function draftFromPreview(preview: ImportPreview): DraftChapter[] {
  return preview.sections.map((s) => ({ key: s.index, title: s.title, sections: [s.index], included: true }));
}

/** Chapter `i` joined with the next one (the next one's sections after its own). */
export function mergeWithNext(draft: DraftChapter[], i: number): DraftChapter[] {
  const a = draft[i];
  const b = draft[i + 1];
  if (!a || !b) return draft;
  const merged = { ...a, sections: [...a.sections, ...b.sections], included: a.included || b.included };
  return [...draft.slice(0, i), merged, ...draft.slice(i + 2)];
}

/** Chapter `i` split back into one chapter per section, titled by their headings. */
export function splitApart(draft: DraftChapter[], i: number, sections: Section[]): DraftChapter[] {
  const c = draft[i];
  if (!c || c.sections.length < 2) return draft;
  const parts = c.sections.map((index, n) => ({
    key: index,
    title: n === 0 ? c.title : (sections[index]?.title ?? `Section ${index + 1}`),
    sections: [index],
    included: c.included,
  }));
  return [...draft.slice(0, i), ...parts, ...draft.slice(i + 1)];
}

/** The draft with chapter `i` changed. */
export function updateChapter(
  draft: DraftChapter[],
  i: number,
  patch: Partial<DraftChapter>,
): DraftChapter[] {
  return draft.map((c, n) => (n === i ? { ...c, ...patch } : c));
}

/** A chapter's words, images and opening lines, from its sections. */
export function chapterFacts(chapter: DraftChapter, sections: Section[]) {
  const parts = chapter.sections.map((i) => sections[i]).filter((s): s is Section => Boolean(s));
  return {
    wordCount: parts.reduce((n, s) => n + s.wordCount, 0),
    imageCount: parts.reduce((n, s) => n + s.imageCount, 0),
    excerpt: parts.find((s) => s.excerpt.trim())?.excerpt ?? '',
  };
}

/** What is wrong with the draft before it may be sent (undefined: nothing). */
export function draftProblem(draft: DraftChapter[], maxChapters: number): string | undefined {
  const chosen = draft.filter((c) => c.included);
  if (!chosen.length) return 'Choose at least one chapter to import.';
  if (chosen.length > maxChapters)
    return `Your plan imports at most ${countLabel(maxChapters, 'chapter')} at a time: merge some or leave some out.`;
  const untitled = draft.findIndex((c) => c.included && !c.title.trim());
  if (untitled >= 0) return `Chapter ${untitled + 1} needs a title.`;
  return undefined;
}

/** The plan the server writes: the included chapters in order, each with its sections. */
export function planOf(
  draft: DraftChapter[],
  extra: { splitLevel: number | null; storyTitle?: string; genre?: ImportPlan['genre'] },
): ImportPlan {
  return {
    ...(extra.splitLevel ? { splitLevel: extra.splitLevel } : {}),
    ...(extra.storyTitle?.trim() ? { storyTitle: extra.storyTitle.trim() } : {}),
    genre: extra.genre ?? 'Modern',
    chapters: draft
      .filter((c) => c.included)
      .map((c) => ({ title: c.title.trim().slice(0, 200), sections: c.sections })),
  };
}
