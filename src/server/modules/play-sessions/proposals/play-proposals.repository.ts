import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PlayProposalRunState, PlayProposalStatus } from '@common/schemas/play-proposals';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { withTransaction } from '../../../db/transactional';
import { playEntries } from '../../../db/schema/play';
import { playProposalRuns, playProposals } from '../../../db/schema/play-proposals';
import { worlds } from '../../../db/schema/worlds';
import { createCharactersRepository } from '../../characters/characters.repository';
import type { FoundName, LogLine } from './name-extract';
import { nameKey } from './name-extract';
import type { MatchTarget } from './name-match';
import { worldEntries } from './name-match';

export type ProposalRow = typeof playProposals.$inferSelect;
export type RunRow = typeof playProposalRuns.$inferSelect;

/** A run left 'Running' this long was dropped by a server that stopped: it is taken again. */
const STALE_RUN = sql`now() - interval '5 minutes'`;

/** Every read and write of play_proposals and play_proposal_runs. */
export function createPlayProposalsRepository(db: Db) {
  return {
    /** Queues a run for the session unless one is waiting or running already. */
    async queue(sessionId: string): Promise<void> {
      await db
        .insert(playProposalRuns)
        .values({ sessionId, state: 'Queued' })
        .onConflictDoUpdate({
          target: playProposalRuns.sessionId,
          set: { state: 'Queued', progress: 0, updatedAt: new Date() },
          setWhere: sql`${playProposalRuns.state} not in ('Queued', 'Running')`,
        });
    },

    /** Queues every ended session whose log was never read, or has grown since it was. */
    async queueEnded(): Promise<void> {
      await db.execute(sql`
        insert into play_proposal_runs (play_session_id, state)
        select ps.play_session_id, 'Queued' from play_sessions ps
        left join play_proposal_runs r on r.play_session_id = ps.play_session_id
        where ps.status = 'Ended' and ps.last_seq > 0
          and (r.play_session_id is null or (r.state in ('Done', 'Failed') and r.analysed_seq < ps.last_seq))
        limit 50
        on conflict (play_session_id) do update set state = 'Queued', progress = 0, updated_at = now()
          where play_proposal_runs.state in ('Done', 'Failed')`);
    },

    /** Takes the oldest queued run (or a stale one); several servers never take the same. */
    async claimNext(): Promise<string | undefined> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`update play_proposal_runs set state = 'Running', progress = 0, started_at = now(), updated_at = now()
          where play_session_id = (select play_session_id from play_proposal_runs
            where state = 'Queued' or (state = 'Running' and started_at < ${STALE_RUN})
            order by updated_at limit 1 for update skip locked)
          returning play_session_id as "id"`,
      );
      return row?.id;
    },

    async progress(sessionId: string, percent: number): Promise<void> {
      await db
        .update(playProposalRuns)
        .set({ progress: percent, updatedAt: new Date() })
        .where(eq(playProposalRuns.sessionId, sessionId));
    },

    async finish(sessionId: string, state: PlayProposalRunState, analysedSeq?: number): Promise<void> {
      await db
        .update(playProposalRuns)
        .set({
          state,
          progress: state === 'Done' ? 100 : 0,
          finishedAt: new Date(),
          updatedAt: new Date(),
          ...(analysedSeq === undefined ? {} : { analysedSeq }),
        })
        .where(eq(playProposalRuns.sessionId, sessionId));
    },

    async run(sessionId: string): Promise<RunRow | undefined> {
      const [row] = await db.select().from(playProposalRuns).where(eq(playProposalRuns.sessionId, sessionId));
      return row;
    },

    /** The log as the finder reads it, in order, and the position it reaches. */
    async logLines(sessionId: string): Promise<{ lines: LogLine[]; lastSeq: number }> {
      const lines = await db
        .select({
          id: playEntries.id,
          seq: playEntries.seq,
          kind: playEntries.kind,
          text: playEntries.text,
          title: playEntries.title,
          characterName: playEntries.characterName,
        })
        .from(playEntries)
        .where(eq(playEntries.sessionId, sessionId))
        .orderBy(asc(playEntries.seq));
      return {
        lines: lines as LogLine[],
        lastSeq: lines.length ? lines[lines.length - 1]!.seq : 0,
      };
    },

    /**
     * Stores what a run found: a new name becomes a pending proposal; a pending one gets the new
     * evidence and kind; an accepted, linked or dismissed one stays as it was.
     */
    async saveFound(sessionId: string, found: FoundName[]): Promise<void> {
      if (found.length === 0) return;
      await db
        .insert(playProposals)
        .values(
          found.map((f) => ({
            sessionId,
            nameKey: nameKey(f.name).join(' '),
            name: f.name.slice(0, 200),
            kind: f.kind,
            mentions: f.mentions,
            evidence: f.evidence,
            spoken: f.spoken.length ? f.spoken.join('\n').slice(0, 4000) : null,
          })),
        )
        .onConflictDoUpdate({
          target: [playProposals.sessionId, playProposals.nameKey],
          set: {
            name: sql`excluded.name`,
            kind: sql`excluded.kind`,
            mentions: sql`excluded.mentions`,
            evidence: sql`excluded.evidence`,
            spoken: sql`excluded.spoken`,
            updatedAt: new Date(),
          },
          setWhere: sql`${playProposals.status} = 'Pending'`,
        });
    },

    /** The session's proposals a viewer may see: all but dismissed ones; pending first, most mentioned first. */
    async list(sessionId: string): Promise<ProposalRow[]> {
      return db
        .select()
        .from(playProposals)
        .where(and(eq(playProposals.sessionId, sessionId), ne(playProposals.status, 'Dismissed')))
        .orderBy(
          sql`${playProposals.status} = 'Pending' desc`,
          desc(playProposals.mentions),
          asc(playProposals.name),
        )
        .limit(500);
    },

    async find(sessionId: string, id: string): Promise<ProposalRow | undefined> {
      const [row] = await db
        .select()
        .from(playProposals)
        .where(and(eq(playProposals.sessionId, sessionId), eq(playProposals.id, id)));
      return row;
    },

    /** The story's world (id, creator) if it is set in one. */
    async storyWorld(storyId: string): Promise<{ id: string; creator: string } | undefined> {
      const [row] = await queryRows<{ id: string; creator: string }>(
        db,
        sql`select w.world_id as "id", w.creator from stories s join worlds w on w.world_id = s.world_id
          where s.story_id = ${storyId}`,
      );
      return row;
    },

    /**
     * What proposals are matched against: the characters of the story's world and of the story's
     * owner, and the named entries of the story's world.
     */
    async targets(storyId: string): Promise<MatchTarget[]> {
      const chars = await queryRows<{ id: string; name: string }>(
        db,
        sql`select c.character_id as "id", c.name from characters c join stories s on s.story_id = ${storyId}
          where c.world_id = s.world_id or c.owner = s.created_by
          order by c.updated_at desc limit 1000`,
      );
      const [world] = await queryRows<Record<string, string | null>>(
        db,
        sql`select w.world_id as "id", w.geography, w.cultures, w.history, w.rules_system as "rulesSystem"
          from stories s join worlds w on w.world_id = s.world_id where s.story_id = ${storyId}`,
      );
      return [
        ...chars.map((c): MatchTarget => ({ type: 'character', id: c.id, name: c.name, kind: 'Person' })),
        ...(world ? worldEntries(world.id!, world) : []),
      ];
    },

    /**
     * Decides a pending proposal exactly once: locks its row, and only while it is still Pending
     * runs `act` (which creates or links, in the same transaction) and records the outcome. Two
     * identical requests at once: the second waits for the lock, finds it decided, and changes
     * nothing. Resolves to the row as it stands after.
     */
    async decide(
      sessionId: string,
      id: string,
      userId: string,
      act: (
        tx: ProposalTx,
        row: ProposalRow,
      ) => Promise<{
        status: PlayProposalStatus;
        result: { type: 'character' | 'world'; id: string; name: string } | null;
      }>,
    ): Promise<ProposalRow | undefined> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(playProposals)
          .where(and(eq(playProposals.sessionId, sessionId), eq(playProposals.id, id)))
          .for('update');
        if (!row || row.status !== 'Pending') return row;
        const outcome = await act(proposalTx(tx), row);
        const [after] = await tx
          .update(playProposals)
          .set({
            status: outcome.status,
            resultType: outcome.result?.type ?? null,
            resultId: outcome.result?.id ?? null,
            resultName: outcome.result?.name ?? null,
            decidedBy: userId,
            updatedAt: new Date(),
          })
          .where(eq(playProposals.id, id))
          .returning();
        return after;
      });
    },
  };
}

/** The writes accepting a proposal makes, bound to its transaction. */
function proposalTx(tx: Db) {
  const characters = createCharactersRepository(tx);
  return {
    lockUserForTierCheck: characters.lockUserForTierCheck,
    countCharacters: characters.countOwned,
    insertCharacter: characters.insert,
    /**
     * Appends '- Name: note' to a section of a world its creator owns, in one statement (two
     * accepts at once both land). False when the world is not `creator`'s.
     */
    async appendWorldLine(
      worldId: string,
      creator: string,
      section: 'geography' | 'cultures' | 'history',
      line: string,
    ): Promise<boolean> {
      const column = worlds[section];
      const rows = await tx
        .update(worlds)
        .set({
          [section]: sql`left(case when coalesce(${column}, '') = '' then ${line}
            else ${column} || E'\n' || ${line} end, 50000)`,
          updatedAt: new Date(),
        })
        .where(and(eq(worlds.id, worldId), eq(worlds.creator, creator)))
        .returning({ id: worlds.id });
      return rows.length > 0;
    },
  };
}
export type ProposalTx = ReturnType<typeof proposalTx>;
export type PlayProposalsRepository = ReturnType<typeof createPlayProposalsRepository>;
