import type { PlayEntry } from '@common/schemas/play-sessions';
import type { SessionUser } from '../../auth/session';
import type { EntryRow, PlayEntriesRepository } from './play-entries.repository';
import { canSeeEntry, isGameMaster } from './play-sessions.policy';
import { toPlayEntry, toPlaySession } from './play-sessions.presenter';
import type { SessionRow } from './play-sessions.repository';
import type { PlaySessionsService } from './play-sessions.service';

/** Entries one export holds at most (a log longer than this exports its start). */
export const PLAY_EXPORT_MAX = 20_000;

type Deps = { sessions: PlaySessionsService; entries: PlayEntriesRepository };

const who = (e: PlayEntry) => e.guestName ?? e.author.username;
/** Markdown's inline specials escaped, so a line of the log reads as typed. */
const md = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
const quoted = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${md(l)}`)
    .join('\n');

function markdownLine(e: PlayEntry): string {
  const text = md(e.text ?? '');
  switch (e.kind) {
    case 'Narration':
      return `${text}`;
    case 'InCharacter':
      return `**${md(e.character?.name ?? who(e))}** (${md(who(e))}): ${text}`;
    case 'OutOfCharacter':
      return `*(${md(who(e))}, out of character: ${text})*`;
    case 'Whisper':
      return `*Whisper from ${md(who(e))} to ${md((e.whisperTo ?? []).map((p) => p.username).join(', '))}: ${text}*`;
    case 'Roll': {
      const dice = (e.roll?.dice ?? []).map((d) => (d.dropped ? `~~${d.value}~~` : `${d.value}`));
      const label = e.text ? `${text}, ` : '';
      return `*${md(who(e))} rolled ${label}${md(e.roll?.formula ?? '')}: ${e.roll?.total ?? ''} (${dice.join(', ')})*`;
    }
    case 'SceneBreak':
      return `---\n\n## ${md(e.title ?? 'Scene')}`;
    case 'Handout':
      return [
        `**Handout: ${md(e.title ?? 'Handout')}** (from ${md(who(e))})`,
        e.text ? quoted(e.text) : '',
        e.image ? `![${md(e.title ?? 'Handout')}](${e.image})` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
    default:
      return text;
  }
}

/**
 * A session's log as a file (every plan): Markdown to read, JSON to keep. It holds exactly what
 * the caller sees at the table: whispers only for the whisper's poster, its recipients and the
 * game master (the query filters them, and each entry is checked again with the policy).
 */
export function createPlayExportService({ sessions, entries }: Deps) {
  async function visibleLog(user: SessionUser, id: string) {
    const session = await sessions.load(user, id);
    const rows = await entries.log(session.id, user.id, isGameMaster(session, user), PLAY_EXPORT_MAX);
    const seen = rows.filter((e: EntryRow) => canSeeEntry(session, e, user));
    return { session, log: seen.map((e) => toPlayEntry(session, e, user)) };
  }

  const fileName = (s: SessionRow, ext: string) =>
    `${
      s.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'play-session'
    }.${ext}`;

  return {
    async json(user: SessionUser, id: string) {
      const { session, log } = await visibleLog(user, id);
      const body = {
        session: toPlaySession(session, user),
        exportedAt: new Date().toISOString(),
        entries: log.map(({ abilities: _abilities, ...entry }) => entry),
      };
      return { fileName: fileName(session, 'json'), body: JSON.stringify(body, null, 2) };
    },

    async markdown(user: SessionUser, id: string) {
      const { session, log } = await visibleLog(user, id);
      const head = [
        `# ${md(session.title)}`,
        `A play session of *${md(session.storyTitle)}*. Game master: ${md(session.gameMasterName)}. ` +
          `Players: ${session.players.map((p) => md(p.username)).join(', ') || 'none'}.`,
      ];
      const body = [...head, ...log.map(markdownLine)].join('\n\n');
      return { fileName: fileName(session, 'md'), body: `${body}\n` };
    },
  };
}
export type PlayExportService = ReturnType<typeof createPlayExportService>;
