import type { PlayProposal, PlayProposalAccept, PlayProposalList } from '@common/schemas/play-proposals';
import type { SessionUser } from '../../../auth/session';
import { conflict, forbidden, notFound, unauthenticated } from '../../../errors';
import { assertMayAddCharacter } from '../../entitlements/entitlements.policy';
import { assertSessionId } from '../play-sessions.policy';
import type { PlaySessionsRepository, SessionRow } from '../play-sessions.repository';
import { bestMatch, WORLD_SECTION_OF, type MatchTarget } from './name-match';
import {
  assertMayManageProposals,
  assertMaySeeProposals,
  assertProposalId,
  mayManageProposals,
  PROPOSAL_NOT_FOUND,
} from './play-proposals.policy';
import type { PlayProposalsRepository, ProposalRow } from './play-proposals.repository';

const NO_WORLD =
  "This story is set in no world: choose its world in the story's settings, then accept places, factions and items";
const NOT_WORLD_CREATOR = "Only the world's creator can add entries to it";

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function toProposal(row: ProposalRow, targets: MatchTarget[]): PlayProposal {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PlayProposal['kind'],
    status: row.status as PlayProposal['status'],
    mentions: row.mentions,
    evidence: row.evidence,
    match: row.status === 'Pending' ? bestMatch(row.name, row.kind as PlayProposal['kind'], targets) : null,
    result: row.resultType
      ? { type: row.resultType as 'character' | 'world', id: row.resultId!, name: row.resultName! }
      : null,
  };
}

/** A new character's starting note: where it came from and the lines it said. */
function characterNote(session: SessionRow, row: ProposalRow): string {
  const said = (row.spoken ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => `“${oneLine(l, 400)}”`);
  const seen = said.length ? said : row.evidence.map((e) => oneLine(e.text, 400));
  return oneLine(`From the play session “${session.title}”.`, 300) + '\n\n' + seen.join('\n').slice(0, 4500);
}

/**
 * Names proposed from a session's log: the list (with the run's progress), 'Find names' (queues
 * the job and wakes it), and the decisions, each of which needs a click: accept (creates the
 * character, or the world entry as a '- Name: note' line of the story's world), link (to the
 * existing one it matches), dismiss (hides it).
 */
export function createPlayProposalsService(deps: {
  sessions: Pick<PlaySessionsRepository, 'find'>;
  repo: PlayProposalsRepository;
  /** Wakes the job after a run was queued (play-proposals.job.ts). */
  kick: () => void;
}) {
  const { repo } = deps;
  async function session(id: string) {
    assertSessionId(id);
    return deps.sessions.find(id);
  }

  async function listFor(user: SessionUser, s: SessionRow): Promise<PlayProposalList> {
    const [run, rows, targets, world] = await Promise.all([
      repo.run(s.id),
      repo.list(s.id),
      repo.targets(s.storyId),
      repo.storyWorld(s.storyId),
    ]);
    return {
      run: {
        state: (run?.state ?? 'Idle') as PlayProposalList['run']['state'],
        progress: run?.progress ?? 0,
        finishedAt: run?.finishedAt?.toISOString() ?? null,
      },
      items: rows.map((r) => toProposal(r, targets)),
      canManage: mayManageProposals(s, user),
      hasWorld: world !== undefined,
    };
  }

  async function pending(sessionId: string, proposalId: string) {
    assertProposalId(proposalId);
    const row = await repo.find(sessionId, proposalId);
    if (!row || row.status === 'Dismissed') throw notFound(PROPOSAL_NOT_FOUND);
    return row;
  }

  return {
    async list(user: SessionUser, sessionId: string) {
      return listFor(user, assertMaySeeProposals(await session(sessionId), user));
    },

    async findNames(user: SessionUser, sessionId: string) {
      const s = assertMayManageProposals(await session(sessionId), user);
      await repo.queue(s.id);
      deps.kick();
      return listFor(user, s);
    },

    async accept(user: SessionUser, sessionId: string, proposalId: string, body: PlayProposalAccept) {
      const s = assertMayManageProposals(await session(sessionId), user);
      const before = await pending(s.id, proposalId);
      const kind = body.kind ?? (before.kind as PlayProposal['kind']);
      const world = await repo.storyWorld(s.storyId);
      if (kind !== 'Person' && !world) throw conflict(NO_WORLD);
      if (kind !== 'Person' && world!.creator !== user.id) throw forbidden(NOT_WORLD_CREATOR);
      await repo.decide(s.id, proposalId, user.id, async (tx, row) => {
        const note = characterNote(s, row);
        if (kind === 'Person') {
          const tier = (await tx.lockUserForTierCheck(user.id))?.tier;
          if (tier === undefined) throw unauthenticated();
          assertMayAddCharacter(tier, await tx.countCharacters(user.id));
          const created = await tx.insertCharacter(user.id, {
            name: row.name.slice(0, 120),
            description: note,
            privacyLevel: 'Private',
            worldId: world?.creator === user.id ? world.id : null,
          });
          return { status: 'Accepted', result: { type: 'character', id: created.id, name: created.name } };
        }
        const line = `- ${row.name}: ${oneLine(row.evidence[0]?.text ?? '', 300)}`;
        if (!(await tx.appendWorldLine(world!.id, user.id, WORLD_SECTION_OF[kind], line)))
          throw forbidden(NOT_WORLD_CREATOR);
        return { status: 'Accepted', result: { type: 'world', id: world!.id, name: row.name } };
      });
      return listFor(user, s);
    },

    async link(user: SessionUser, sessionId: string, proposalId: string) {
      const s = assertMayManageProposals(await session(sessionId), user);
      const before = await pending(s.id, proposalId);
      const match = bestMatch(
        before.name,
        before.kind as PlayProposal['kind'],
        await repo.targets(s.storyId),
      );
      if (before.status === 'Pending' && !match)
        throw conflict('Nothing in the story matches this name: accept it to create it');
      await repo.decide(s.id, proposalId, user.id, async () => ({ status: 'Linked', result: match }));
      return listFor(user, s);
    },

    async dismiss(user: SessionUser, sessionId: string, proposalId: string) {
      const s = assertMayManageProposals(await session(sessionId), user);
      await pending(s.id, proposalId);
      await repo.decide(s.id, proposalId, user.id, async () => ({ status: 'Dismissed', result: null }));
      return listFor(user, s);
    },
  };
}
export type PlayProposalsService = ReturnType<typeof createPlayProposalsService>;
