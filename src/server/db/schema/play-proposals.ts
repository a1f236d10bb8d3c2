import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PLAY_PROPOSAL_KINDS,
  PLAY_PROPOSAL_RUN_STATES,
  PLAY_PROPOSAL_STATUSES,
  type PlayProposalEvidence,
} from '@common/schemas/play-proposals';
import { playSessions } from './play';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, tstz, updatedAt } from './sql-helpers';

/**
 * play_proposals: a name found in a session's log (a person, place, faction or item), with the
 * lines it appeared in. One row per session and name (`name_key`: its words without titles), so
 * a later run refreshes a pending proposal and leaves decided ones as they were. `spoken` keeps
 * the lines it said in character (a new character's starting note). Accepting or linking fills
 * `result_*`; nothing is created before that.
 */
export const playProposals = pgTable(
  'play_proposals',
  {
    id: uuid('play_proposal_id').primaryKey().defaultRandom(),
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('Pending'),
    mentions: integer('mentions').notNull().default(0),
    evidence: jsonb('evidence').$type<PlayProposalEvidence[]>().notNull(),
    spoken: text('spoken'),
    resultType: text('result_type'),
    resultId: uuid('result_id'),
    resultName: text('result_name'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('play_proposals_session_key_idx').on(t.sessionId, t.nameKey),
    index('play_proposals_decided_by_idx').on(t.decidedBy),
    check('play_proposals_kind_check', oneOf(t.kind, PLAY_PROPOSAL_KINDS)),
    check('play_proposals_status_check', oneOf(t.status, PLAY_PROPOSAL_STATUSES)),
    check('play_proposals_result_type_check', oneOf(t.resultType, ['character', 'world'])),
    check('play_proposals_name_length', lengthBetween(t.name, 1, 200)),
  ],
);

/**
 * play_proposal_runs: the name-finding job of a session: queued (after an import, or 'Find
 * names'), running with its progress, done or failed. `analysed_seq` is the log position the last
 * run read up to: an ended session whose log has grown since is queued again.
 */
export const playProposalRuns = pgTable(
  'play_proposal_runs',
  {
    sessionId: uuid('play_session_id')
      .primaryKey()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('Queued'),
    progress: integer('progress').notNull().default(0),
    analysedSeq: integer('analysed_seq').notNull().default(0),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('play_proposal_runs_state_idx').on(t.state),
    check('play_proposal_runs_state_check', oneOf(t.state, PLAY_PROPOSAL_RUN_STATES)),
  ],
);
