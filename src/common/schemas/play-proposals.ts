import { z } from 'zod';

/**
 * Names proposed from a play session's log (issue 23, item 7): people, places, factions and items
 * that appeared, each with the lines it appeared in, a proposed kind and the existing character
 * or world entry it seems to be. Nothing is created until the game master or the story's owner
 * accepts one.
 */
export const PLAY_PROPOSAL_KINDS = ['Person', 'Place', 'Faction', 'Item'] as const;
export type PlayProposalKind = (typeof PLAY_PROPOSAL_KINDS)[number];

export const PLAY_PROPOSAL_STATUSES = ['Pending', 'Accepted', 'Linked', 'Dismissed'] as const;
export type PlayProposalStatus = (typeof PLAY_PROPOSAL_STATUSES)[number];

/** The state of the job that finds names: none yet, waiting or running (with progress), done, failed. */
export const PLAY_PROPOSAL_RUN_STATES = ['Idle', 'Queued', 'Running', 'Done', 'Failed'] as const;
export type PlayProposalRunState = (typeof PLAY_PROPOSAL_RUN_STATES)[number];

/** Lines of evidence kept per proposal, and the most of each shown. */
export const PLAY_PROPOSAL_EVIDENCE_MAX = 5;
export const PLAY_PROPOSAL_EVIDENCE_TEXT_MAX = 300;
/** Proposals one run keeps (the most mentioned first). */
export const PLAY_PROPOSALS_MAX = 200;

/** Where a match or a created thing lives: a character, or a line of a world's section. */
export const playProposalTargetSchema = z.object({
  type: z.enum(['character', 'world']),
  /** The character's id, or the world's. */
  id: z.uuid(),
  name: z.string(),
});
export type PlayProposalTarget = z.infer<typeof playProposalTargetSchema>;

export const playProposalEvidenceSchema = z.object({
  entryId: z.uuid(),
  seq: z.number().int(),
  text: z.string(),
});
export type PlayProposalEvidence = z.infer<typeof playProposalEvidenceSchema>;

export const playProposalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(PLAY_PROPOSAL_KINDS),
  status: z.enum(PLAY_PROPOSAL_STATUSES),
  mentions: z.number().int(),
  evidence: z.array(playProposalEvidenceSchema),
  /** The existing character or world entry it seems to be, if any. */
  match: playProposalTargetSchema.nullable(),
  /** What accepting or linking made or pointed at. */
  result: playProposalTargetSchema.nullable(),
});
export type PlayProposal = z.infer<typeof playProposalSchema>;

export const playProposalRunSchema = z.object({
  state: z.enum(PLAY_PROPOSAL_RUN_STATES),
  /** 0..100 while running. */
  progress: z.number().int(),
  finishedAt: z.iso.datetime().nullable(),
});

export const playProposalListSchema = z.object({
  run: playProposalRunSchema,
  items: z.array(playProposalSchema),
  /** Whether the caller may find names, accept, link and dismiss (the game master, the story's owner). */
  canManage: z.boolean(),
  /** Whether the story is set in a world (places, factions and items go there). */
  hasWorld: z.boolean(),
});
export type PlayProposalList = z.infer<typeof playProposalListSchema>;

export const playProposalParams = z.object({
  id: z.string().max(100),
  proposalId: z.string().max(100),
});

export const playProposalAcceptSchema = z
  .object({
    /** The kind to create it as (the proposed kind when left out). */
    kind: z.enum(PLAY_PROPOSAL_KINDS, 'Choose Person, Place, Faction or Item').optional(),
  })
  .strict();
export type PlayProposalAccept = z.infer<typeof playProposalAcceptSchema>;
