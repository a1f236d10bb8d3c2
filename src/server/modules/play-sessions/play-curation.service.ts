import type {
  CuratedEntry,
  PlayCuration,
  PlayCurationMark,
  PlayCurationUpdate,
} from '@common/schemas/play-curation';
import type { SessionUser } from '../../auth/session';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../../db/cursor-codec';
import { creditCandidates, curate, leftOutBecause, type CuratedItem } from './play-curation';
import type { PlayCurationRepository } from './play-curation.repository';
import type { PlayEntriesRepository } from './play-entries.repository';
import { assertGameMaster, ENTRY_NOT_FOUND } from './play-sessions.policy';
import { toPlayEntry } from './play-sessions.presenter';
import type { SessionRow } from './play-sessions.repository';
import type { PlaySessionsService } from './play-sessions.service';

/** Entries the curation view (and so one draft) takes at most; a longer log shows its start. */
export const CURATION_MAX = 5000;

const toCuratedEntry = (s: SessionRow, item: CuratedItem, viewer: { id: string }): CuratedEntry => ({
  entry: toPlayEntry(s, item.entry, viewer),
  leftOutBecause: item.leftOutBecause,
  hidden: item.hidden,
  fixedText: item.fixedText,
  sceneTitle: item.sceneTitle,
});

type Deps = {
  sessions: PlaySessionsService;
  entries: PlayEntriesRepository;
  curation: PlayCurationRepository;
};

/**
 * The game master's curation of a log (the view a draft is built from): read it, change its
 * range and rules, mark single entries. Only the game master curates; the story's owner and the
 * players are refused (403), anyone else does not learn the session exists (404).
 */
export function createPlayCurationService({ sessions, entries, curation }: Deps) {
  async function loadAsGameMaster(user: SessionUser, id: string) {
    return assertGameMaster(await sessions.load(user, id), user);
  }

  /** The curated log as the game master sees it (every whisper included, as at the table). */
  async function curatedItems(session: SessionRow, user: SessionUser) {
    const [rows, settings, marks] = await Promise.all([
      entries.log(session.id, user.id, true, CURATION_MAX + 1),
      curation.settings(session.id),
      curation.marks(session.id),
    ]);
    const truncated = rows.length > CURATION_MAX;
    return { settings, items: curate(rows.slice(0, CURATION_MAX), settings, marks), truncated };
  }

  async function view(session: SessionRow, user: SessionUser): Promise<PlayCuration> {
    const { settings, items, truncated } = await curatedItems(session, user);
    return {
      settings,
      items: items.map((item) => toCuratedEntry(session, item, user)),
      truncated,
      credit: creditCandidates(items, session.gameMasterId),
      drafts: await curation.drafts(session.id),
    };
  }

  return {
    loadAsGameMaster,
    curatedItems,

    async get(user: SessionUser, id: string) {
      return view(await loadAsGameMaster(user, id), user);
    },

    async update(user: SessionUser, id: string, input: PlayCurationUpdate) {
      const session = await loadAsGameMaster(user, id);
      const next = { ...(await curation.settings(id)), ...input };
      if (next.fromSeq !== null && next.toSeq !== null && next.fromSeq > next.toSeq)
        throw badRequest('The selection must start before it ends', [
          { path: 'fromSeq', message: 'The selection must start before it ends' },
        ]);
      await curation.saveSettings(id, next);
      return view(session, user);
    },

    /** Marks one entry (hidden, corrected text, a scene boundary before it); answers the entry as curated. */
    async mark(user: SessionUser, id: string, entryId: string, input: PlayCurationMark) {
      const session = await loadAsGameMaster(user, id);
      const entry = isUuid(entryId) ? await entries.find(entryId) : undefined;
      if (!entry || entry.sessionId !== id) throw notFound(ENTRY_NOT_FOUND);
      if (
        input.text !== undefined &&
        input.text !== null &&
        (entry.kind === 'SceneBreak' || entry.kind === 'Roll')
      )
        throw badRequest('Only entries with text can be corrected', [
          { path: 'text', message: 'Only entries with text can be corrected' },
        ]);
      await curation.saveMark(id, entryId, input);
      const mark = (await curation.marks(id)).get(entryId)!;
      const settings = await curation.settings(id);
      return toCuratedEntry(
        session,
        {
          entry,
          leftOutBecause: leftOutBecause(entry, settings, mark),
          hidden: mark.hidden,
          fixedText: mark.text,
          sceneTitle: mark.sceneTitle,
        },
        user,
      );
    },
  };
}
export type PlayCurationService = ReturnType<typeof createPlayCurationService>;
