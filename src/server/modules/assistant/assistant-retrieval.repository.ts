import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Passage } from '../../ai/prompts';

/** The longest passage sent: a longer paragraph is cut. */
const PASSAGE_MAX = 1_200;

/**
 * Retrieval for the story answers: the passages (paragraphs) of the story's chapters and of its
 * world's pages that best match a question, by PostgreSQL full-text search (to_tsvector and
 * websearch_to_tsquery, built into PostgreSQL and PGlite alike; no index: a story's paragraphs
 * are ranked as the question comes). The question's words are OR-ed, so a passage matching some
 * of them still ranks. What may be read is decided inside the query: every chapter of the story
 * (the caller may write it), its world only when the caller may read it (theirs, listed, or Group
 * Only shared with a group they are in), and the world's characters that are the caller's or
 * Public. Another user's private page never leaves the database on this path.
 */
export function createAssistantRetrievalRepository(db: Db) {
  return {
    passages(storyId: string, viewerId: string, question: string, limit: number): Promise<Passage[]> {
      return queryRows<Passage>(
        db,
        sql`
        with q as (
          select to_tsquery('simple', replace(websearch_to_tsquery('english', ${question})::text, ' & ', ' | ')) as query
        ),
        story as (select world_id from stories where story_id = ${storyId}),
        world as (
          select w.* from worlds w, story s
          where w.world_id = s.world_id
            and (
              w.creator = ${viewerId}
              or w.privacy_level in ('Public', 'Marketplace')
              or (
                w.privacy_level = 'Group Only'
                and exists (
                  select 1 from group_members gm
                  where gm.group_id = w.shared_group_id and gm.user_id = ${viewerId}
                )
              )
            )
        ),
        pages as (
          select 'chapter ' || c.position || ': ' || c.title as source, c.position as ord, c.content_text as body
          from chapters c where c.story_id = ${storyId}
          union all
          select 'world: ' || w.name || ', ' || f.label, 100000, f.body
          from world w,
            lateral (values ('Description', w.description), ('Geography', w.geography),
              ('Cultures', w.cultures), ('History', w.history), ('Rules', w.rules_system)) f(label, body)
          union all
          select 'character: ' || ch.name || ', ' || f.label, 200000, f.body
          from characters ch, story s,
            lateral (values ('Description', ch.description), ('Personality', ch.personality_traits),
              ('Background', ch.background), ('Speaking style', ch.speaking_style),
              ('Voice patterns', ch.voice_patterns)) f(label, body)
          where ch.world_id = s.world_id and (ch.owner = ${viewerId} or ch.privacy_level = 'Public')
        ),
        paragraphs as (
          select p.source, p.ord, trim(para) as text
          from pages p, lateral regexp_split_to_table(coalesce(p.body, ''), '\\n+') para
          where trim(para) <> ''
        )
        select source, left(text, ${PASSAGE_MAX}) as text
        from paragraphs, q
        where to_tsvector('english', text) @@ q.query
        order by ts_rank(to_tsvector('english', text), q.query) desc, ord, source
        limit ${limit}`,
      );
    },
  };
}

export type AssistantRetrievalRepository = ReturnType<typeof createAssistantRetrievalRepository>;
