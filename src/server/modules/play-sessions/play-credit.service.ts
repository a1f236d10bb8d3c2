import { can, planNames, tiersWith } from '@common/entitlements';
import type { PlayCreditOffer } from '@common/schemas/play-curation';
import type { SessionUser } from '../../auth/session';
import { notFound } from '../../errors';
import type { CollaboratorsService } from '../collaborators/collaborators.service';
import type { NewNotification } from '../notifications/notifications.repository';
import { creditCandidates, type CuratedItem } from './play-curation';
import type { PlayCurationRepository } from './play-curation.repository';
import type { SessionRow } from './play-sessions.repository';
import type { PlaySessionsService } from './play-sessions.service';

/** The role a player who accepts credit joins the story with (writes chapters, manages nothing). */
export const CREDIT_ROLE = 'Collaborator';
const NO_OFFER = 'No offer of credit for you here';

type Deps = {
  repo: PlayCurationRepository;
  sessions: PlaySessionsService;
  collaborators: Pick<CollaboratorsService, 'addInvited'>;
  notify: (n: NewNotification) => Promise<unknown>;
};

/**
 * Credit for the players of a drafted session: the story's owner, drafting, offers the players
 * who posted in character in the selection credit as collaborators (play_credit_offers, and a
 * notification). Nobody is added until they accept on the session page; declining drops the
 * offer. Only the owner adds people to a story, so a game master who is not its owner drafts
 * without offering (the answer's note says why).
 */
export function createPlayCreditService({ repo, sessions, collaborators, notify }: Deps) {
  return {
    /** Offers credit to those of `wanted` who played a character in what the draft took. */
    async offer(
      user: SessionUser,
      session: SessionRow,
      items: CuratedItem[],
      wanted: string[],
      chapterId: string,
    ): Promise<{ users: { id: string; username: string }[]; note: string | null }> {
      const asked = new Set(wanted);
      const chosen = creditCandidates(items, session.gameMasterId).filter((c) => asked.has(c.user.id));
      if (chosen.length === 0) return { users: [], note: null };
      if (session.storyOwnerId !== user.id)
        return { users: [], note: 'Only the story’s owner can offer credit as collaborators' };
      if (!can(user.subscriptionTier, 'collaboration'))
        return {
          users: [],
          note: `Offering credit adds collaborators, which ${planNames(tiersWith('collaboration'))} include`,
        };
      const open = new Set(
        await repo.notYetOnStory(
          session.storyId,
          chosen.map((c) => c.user.id),
        ),
      );
      const offered = chosen.filter((c) => open.has(c.user.id)).map((c) => c.user);
      await repo.offerCredit(
        session.id,
        session.storyId,
        offered.map((u) => u.id),
        user.id,
      );
      for (const person of offered)
        await notify({
          recipientId: person.id,
          kind: 'play_credit',
          actorId: user.id,
          storyId: session.storyId,
          chapterId,
          playSessionId: session.id,
        });
      const already = chosen.length - offered.length;
      return {
        users: offered,
        note: already > 0 ? 'Players already on the story were not offered credit again' : null,
      };
    },

    /** The caller's open offer for this session, with the chapters drafted from it. */
    async mine(user: SessionUser, sessionId: string): Promise<PlayCreditOffer> {
      await sessions.load(user, sessionId);
      const offer = await repo.offerFor(sessionId, user.id);
      if (!offer) return { offer: null };
      const drafts = await repo.drafts(sessionId);
      return {
        offer: {
          storyId: offer.storyId,
          storyTitle: offer.storyTitle,
          offeredBy: offer.offeredBy ?? 'Anonymous',
          chapters: drafts.map((d) => ({ id: d.chapterId, title: d.title })),
        },
      };
    },

    /** Accepting: the caller joins the story as a collaborator, then the offer is gone. */
    async accept(user: SessionUser, sessionId: string): Promise<{ storyId: string }> {
      await sessions.load(user, sessionId);
      const offer = await repo.offerFor(sessionId, user.id);
      if (!offer) throw notFound(NO_OFFER);
      await collaborators.addInvited(offer.storyId, user.id, CREDIT_ROLE);
      await repo.dropOffer(sessionId, user.id);
      return { storyId: offer.storyId };
    },

    async decline(user: SessionUser, sessionId: string): Promise<void> {
      await sessions.load(user, sessionId);
      if (!(await repo.dropOffer(sessionId, user.id))) throw notFound(NO_OFFER);
    },
  };
}
export type PlayCreditService = ReturnType<typeof createPlayCreditService>;
