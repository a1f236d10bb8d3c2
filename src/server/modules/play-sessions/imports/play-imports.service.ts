import { PLAY_ENTRY_KINDS, PLAY_ENTRY_TEXT_MAX, type PlayEntryKind } from '@common/play';
import {
  PLAY_IMPORT_FORMAT_LABELS,
  PLAY_IMPORT_MAX_LINES,
  type PlayImportBody,
  type PlayImportPreview,
  type PlaySpeakerRole,
} from '@common/schemas/play-imports';
import type { PlayRoll } from '@common/schemas/play-sessions';
import type { SessionUser } from '../../../auth/session';
import { badRequest } from '../../../errors';
import type { PlayHub } from '../play-hub';
import type { PlaySessionsService } from '../play-sessions.service';
import { assertGameMaster } from '../play-sessions.policy';
import type { SessionRow } from '../play-sessions.repository';
import { classify, suggestRoles, type ClassifiedLine } from './import-lines';
import { parseLog } from './formats/detect';
import type { ImportedEntry, PlayImportsRepository } from './play-imports.repository';

const NOT_A_LOG =
  'That file is not a log we can read: use a Foundry VTT chat export (.txt), a saved Roll20 chat archive (.html), a DiscordChatExporter export (.json) or a transcript of "Name: text" lines';
const fileError = (message: string) => badRequest(message, [{ path: 'content', message }]);

function readLog(content: string) {
  if (content.includes('\u0000') || content.includes('\uFFFD'))
    throw fileError('That file is not a text log');
  const parsed = parseLog(content);
  if (!parsed) throw fileError(NOT_A_LOG);
  if (parsed.lines.length === 0) throw fileError('That file holds no lines to import');
  if (parsed.lines.length > PLAY_IMPORT_MAX_LINES)
    throw fileError(
      `That log has ${parsed.lines.length} lines: one import takes at most ${PLAY_IMPORT_MAX_LINES}`,
    );
  return parsed;
}

const clip = (text: string, max = PLAY_ENTRY_TEXT_MAX) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function toRoll(roll: NonNullable<ClassifiedLine['roll']>): PlayRoll | null {
  if (!Number.isFinite(roll.total)) return null;
  const die = /d(\d+|F)/i.exec(roll.formula)?.[1];
  const sides = die === undefined ? 0 : die.toUpperCase() === 'F' ? ('F' as const) : Number(die);
  return {
    formula: clip(roll.formula, 100),
    total: roll.total,
    dice: roll.dice.slice(0, 200).map((value) => ({ sides, value, dropped: false })),
  };
}

type Speakers = Map<string, { role: PlaySpeakerRole; userId: string | null }>;

/** An entry for each classified line; lines with nothing to show (an empty post) are left out. */
function toEntries(
  lines: ClassifiedLine[],
  speakers: Speakers,
  importer: string,
  table: SessionRow,
): ImportedEntry[] {
  const atTable = new Map([
    [table.gameMasterName.toLowerCase(), table.gameMasterId],
    ...table.players.map((p) => [p.username.toLowerCase(), p.id] as const),
  ]);
  const userFor = (name: string) => speakers.get(name)?.userId ?? atTable.get(name.toLowerCase()) ?? null;
  const out: ImportedEntry[] = [];
  for (const line of lines) {
    const who = line.speaker === null ? undefined : speakers.get(line.speaker);
    const authorId = who?.userId ?? importer;
    const guestName =
      line.speaker !== null && !who?.userId && who?.role !== 'narrator' ? clip(line.speaker, 200) : null;
    const characterName = line.speaker !== null && who?.role === 'character' ? clip(line.speaker, 200) : null;
    const text = line.text.trim() ? clip(line.text.trim()) : null;
    const base = { authorId, guestName };
    if (line.kind === 'Roll') {
      const roll = toRoll(line.roll!);
      if (roll) out.push({ ...base, kind: 'Roll', text, roll, characterName });
      else if (text) out.push({ ...base, kind: 'OutOfCharacter', text });
    } else if (line.kind === 'SceneBreak')
      out.push({ authorId: importer, guestName: null, kind: 'SceneBreak', title: clip(line.title!, 120) });
    else if (!text) continue;
    else if (line.kind === 'Whisper') {
      const to = [
        ...new Set((line.whisperTo ?? []).map(userFor).filter((id): id is string => !!id && id !== authorId)),
      ];
      out.push({ ...base, kind: 'Whisper', text, whisperTo: to });
    } else if (line.kind === 'InCharacter')
      out.push({
        ...base,
        kind: 'InCharacter',
        text,
        characterName: characterName ?? clip(line.speaker ?? 'Someone', 200),
      });
    else out.push({ ...base, kind: line.kind, text });
  }
  return out;
}

/** Importing a log played elsewhere: preview first, then write it into the session's log. */
export function createPlayImportsService(deps: {
  sessions: PlaySessionsService;
  repo: PlayImportsRepository;
  hub: PlayHub;
  /** Called after an import is stored (queues the name-finding job). */
  imported?: (sessionId: string) => Promise<void>;
}) {
  async function loadAsGameMaster(user: SessionUser, sessionId: string) {
    return assertGameMaster(await deps.sessions.load(user, sessionId), user);
  }

  function guessed(session: SessionRow, lines: ReturnType<typeof readLog>['lines']): Speakers {
    const roles = suggestRoles(lines, {
      gameMaster: session.gameMasterName,
      players: session.players.map((p) => p.username),
    });
    const ids = new Map([
      [session.gameMasterName.toLowerCase(), session.gameMasterId],
      ...session.players.map((p) => [p.username.toLowerCase(), p.id] as const),
    ]);
    return new Map(
      [...roles].map(([name, role]) => [name, { role, userId: ids.get(name.toLowerCase()) ?? null }]),
    );
  }

  return {
    async preview(user: SessionUser, sessionId: string, content: string): Promise<PlayImportPreview> {
      const session = await loadAsGameMaster(user, sessionId);
      const { format, lines } = readLog(content);
      const speakers = guessed(session, lines);
      const classified = classify(lines, new Map([...speakers].map(([n, s]) => [n, s.role])));
      const counts = Object.fromEntries(PLAY_ENTRY_KINDS.map((k) => [k, 0])) as Record<PlayEntryKind, number>;
      for (const l of classified) counts[l.kind] += 1;
      const lineCount = new Map<string, number>();
      for (const l of lines)
        if (l.speaker !== null) lineCount.set(l.speaker, (lineCount.get(l.speaker) ?? 0) + 1);
      return {
        format,
        formatLabel: PLAY_IMPORT_FORMAT_LABELS[format],
        lineCount: classified.length,
        counts,
        speakers: [...speakers]
          .map(([name, s]) => ({ name, ...s, lines: lineCount.get(name) ?? 0 }))
          .sort((a, b) => b.lines - a.lines),
        sample: classified
          .slice(0, 12)
          .map((l) => ({ speaker: l.speaker, kind: l.kind, text: clip(l.title ?? l.text, 300) })),
      };
    },

    async importLog(
      user: SessionUser,
      sessionId: string,
      body: PlayImportBody,
    ): Promise<{ imported: number }> {
      const session = await loadAsGameMaster(user, sessionId);
      const { lines } = readLog(body.content);
      const seated = new Set([session.gameMasterId, ...session.players.map((p) => p.id)]);
      const speakers = guessed(session, lines);
      for (const s of body.speakers) {
        if (s.userId && !seated.has(s.userId)) {
          const message = `${s.name}: choose someone at this table`;
          throw badRequest(message, [{ path: 'speakers', message }]);
        }
        if (speakers.has(s.name)) speakers.set(s.name, { role: s.role, userId: s.userId });
      }
      const classified = classify(lines, new Map([...speakers].map(([n, s]) => [n, s.role])));
      const entries = toEntries(classified, speakers, user.id, session);
      if (entries.length === 0) throw fileError('That file holds no lines to import');
      const imported = await deps.repo.appendAll(session.id, entries);
      // An imported log is read for names in the background (proposals/play-proposals.job.ts).
      await deps.imported?.(session.id);
      deps.hub.publish({ type: 'session-changed', session: await deps.sessions.load(user, sessionId) });
      return { imported };
    },
  };
}
