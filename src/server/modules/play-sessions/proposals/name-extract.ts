import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { PlayEntryKind } from '@common/play';
import {
  PLAY_PROPOSAL_EVIDENCE_MAX,
  PLAY_PROPOSAL_EVIDENCE_TEXT_MAX,
  PLAY_PROPOSALS_MAX,
  type PlayProposalEvidence,
  type PlayProposalKind,
} from '@common/schemas/play-proposals';
import {
  cuesOf,
  FACTION_WORDS,
  HONORIFICS,
  ITEM_WORDS,
  JOINERS,
  kindOf,
  NOT_NAMES,
  PLACE_WORDS,
} from './name-rules';

/** One line of the log as the finder reads it. */
export type LogLine = {
  id: string;
  seq: number;
  kind: PlayEntryKind;
  text: string | null;
  title: string | null;
  /** The character an in-character line was posted as (a person who speaks). */
  characterName: string | null;
};

export type FoundName = {
  name: string;
  kind: PlayProposalKind;
  mentions: number;
  evidence: PlayProposalEvidence[];
  /** Lines the name speaks (in-character posts as it): a new character's starting note. */
  spoken: string[];
};

const nlp = winkNLP(model);
const its = nlp.its;

/**
 * Lines whose words are the story's: narration, in-character posts, scene titles and handouts.
 * Out-of-character chatter names players, not the story's people; rolls name skills; whispers
 * are left out entirely, so a proposal's evidence can never show one to anyone.
 */
const READ_KINDS = new Set<PlayEntryKind>(['Narration', 'InCharacter', 'SceneBreak', 'Handout']);

const CAPITALISED = /^\p{Lu}[\p{L}'’-]*$/u;
const clip = (text: string) =>
  text.length > PLAY_PROPOSAL_EVIDENCE_TEXT_MAX
    ? `${text.slice(0, PLAY_PROPOSAL_EVIDENCE_TEXT_MAX - 1)}…`
    : text;

type Candidate = {
  forms: Map<string, number>;
  tokens: string[];
  votes: Map<PlayProposalKind, number>;
  lines: Map<string, PlayProposalEvidence>;
  mentions: number;
  midSentence: number;
  spoken: string[];
};

/** The words that identify a name: without titles and joiners, lowercase. */
export function nameKey(name: string): string[] {
  const words = name
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean);
  const core = words.filter((w) => !JOINERS.has(w));
  let at = 0;
  while (at < core.length - 1 && HONORIFICS.has(core[at]!)) at += 1;
  return core.slice(at);
}

const isKindWord = (w: string) => PLACE_WORDS.has(w) || FACTION_WORDS.has(w) || ITEM_WORDS.has(w);

/** Spans of capitalised proper nouns in one text, with the lowercase words either side. */
function spansOf(text: string): Array<{ tokens: string[]; before?: string; after?: string; start: boolean }> {
  const out: Array<{ tokens: string[]; before?: string; after?: string; start: boolean }> = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      const values: string[] = [];
      const tags: string[] = [];
      sentence.tokens().each((t: ItemToken) => {
        values.push(t.out());
        tags.push(t.out(its.pos));
      });
      let i = 0;
      // The first word of a sentence is capitalised anyway: it starts a name only when tagged one.
      const firstWord = tags.findIndex((p) => p !== 'PUNCT');
      while (i < values.length) {
        const v = values[i]!;
        const lower = v.toLowerCase();
        // Mid-sentence, a capital letter marks a name; the first word needs wink's PROPN tag.
        const startsName =
          CAPITALISED.test(v) &&
          tags[i] !== 'PRON' &&
          (tags[i] === 'PROPN' || i !== firstWord) &&
          (!NOT_NAMES.has(lower) || HONORIFICS.has(lower));
        if (!startsName) {
          i += 1;
          continue;
        }
        const tokens = [v];
        let j = i + 1;
        for (;;) {
          const next = values[j];
          if (next && CAPITALISED.test(next) && tags[j] !== 'PRON') {
            tokens.push(next);
            j += 1;
            continue;
          }
          // "Lamplighters' Hall": a plural possessive's apostrophe stays inside the name.
          if ((next === "'" || next === '’') && values[j + 1] && CAPITALISED.test(values[j + 1]!)) {
            tokens[tokens.length - 1] += next;
            j += 1;
            continue;
          }
          // 'Order of the Ash', 'Amulet of Dawn': a joiner continues a name whose head is a kind word.
          const head = tokens[tokens.length - 1]!.toLowerCase();
          if (next?.toLowerCase() === 'of' && isKindWord(head)) {
            const k = values[j + 1]?.toLowerCase() === 'the' ? j + 2 : j + 1;
            if (values[k] && CAPITALISED.test(values[k]!)) {
              tokens.push(...values.slice(j, k));
              j = k;
              continue;
            }
          }
          break;
        }
        const prev = values[i - 1]?.toLowerCase();
        const before = prev === 'the' ? values[i - 2]?.toLowerCase() : prev;
        out.push({ tokens, before, after: values[j]?.toLowerCase(), start: i === firstWord });
        i = j;
      }
    });
  return out;
}

/**
 * The names a log mentions, most mentioned first: proper-noun spans (wink-nlp's part-of-speech
 * tags) of the lines the story is made of, plus the characters that speak in character, each
 * with a kind voted by the words around its mentions (name-rules.ts) and up to
 * PLAY_PROPOSAL_EVIDENCE_MAX lines it appears in. A short form is folded into the one longer
 * name it belongs to ('Isolde' into 'Lady Isolde Maren'). A one-word name the log writes in
 * lowercase as often as capitalised mid-sentence ('Keep', 'Gold'), or only ever at the start of
 * a sentence, is dropped. Feed the log in order with `read` (in chunks, to report progress and
 * yield between them), then take `result`.
 */
export function createNameFinder() {
  const candidates = new Map<string, Candidate>();
  const lowercaseWords = new Map<string, number>();
  const titles: LogLine[] = [];
  const touch = (tokens: string[], line: LogLine) => {
    const key = nameKey(tokens.join(' '));
    if (key.length === 0 || tokens.every((t) => HONORIFICS.has(t.toLowerCase()))) return undefined;
    if (key.length === 1 && (NOT_NAMES.has(key[0]!) || isKindWord(key[0]!))) return undefined;
    const id = key.join(' ');
    let c = candidates.get(id);
    if (!c) {
      c = {
        forms: new Map(),
        tokens: key,
        votes: new Map(),
        lines: new Map(),
        mentions: 0,
        midSentence: 0,
        spoken: [],
      };
      candidates.set(id, c);
    }
    const form = tokens.join(' ');
    c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
    c.mentions += 1;
    const text = line.kind === 'SceneBreak' ? line.title : line.text;
    if (text && !c.lines.has(line.id))
      c.lines.set(line.id, { entryId: line.id, seq: line.seq, text: clip(text) });
    return c;
  };
  const readLine = (line: LogLine) => {
    if (!READ_KINDS.has(line.kind)) return;
    if (line.kind === 'SceneBreak') {
      if (line.title) titles.push(line);
      return;
    }
    if (line.kind === 'InCharacter' && line.characterName) {
      const c = touch(line.characterName.split(/\s+/), line);
      if (c) {
        c.votes.set('Person', (c.votes.get('Person') ?? 0) + 3);
        c.midSentence += 1;
        if (line.text) c.spoken.push(line.text);
      }
    }
    const text = line.text;
    if (!text) return;
    for (const w of text.split(/[^\p{L}'’-]+/u))
      if (w && w === w.toLowerCase()) lowercaseWords.set(w, (lowercaseWords.get(w) ?? 0) + 1);
    for (const span of spansOf(text)) {
      const c = touch(span.tokens, line);
      if (!c) continue;
      if (!span.start) c.midSentence += 1;
      for (const cue of cuesOf(span.tokens, span.before, span.after))
        c.votes.set(cue.kind, (c.votes.get(cue.kind) ?? 0) + cue.weight);
    }
  };
  return {
    read(lines: LogLine[]) {
      for (const line of lines) readLine(line);
    },
    result(): FoundName[] {
      // Scene titles are written in title case: they add evidence to names found in the lines, never new names.
      for (const line of titles)
        for (const span of spansOf(line.title!))
          if (candidates.has(nameKey(span.tokens.join(' ')).join(' '))) touch(span.tokens, line);
      titles.length = 0;
      return settle(candidates, lowercaseWords);
    },
  };
}

/** The whole log at once (tests and the bench); the job reads it in chunks. */
export function findNames(lines: LogLine[]): FoundName[] {
  const finder = createNameFinder();
  finder.read(lines);
  return finder.result();
}

/** Folds short forms into longer names, drops common words, and writes each name out. */
function settle(candidates: Map<string, Candidate>, lowercaseWords: Map<string, number>): FoundName[] {
  const all = [...candidates.values()];
  for (const c of all) {
    if (c.tokens.length > 2) continue;
    const kind = kindOf(c.votes);
    const homes = all
      .filter(
        (o) =>
          o !== c &&
          o.tokens.length > c.tokens.length &&
          c.tokens.every((t) => o.tokens.includes(t)) &&
          (c.votes.size === 0 || kindOf(o.votes) === kind),
      )
      .sort((a, b) => b.mentions - a.mentions);
    // The one longer name it is part of, or one mentioned more than twice as often as any other.
    const home = homes[0];
    if (!home || (homes.length > 1 && home.mentions <= 2 * homes[1]!.mentions)) continue;
    home.mentions += c.mentions;
    home.midSentence += c.midSentence;
    home.spoken.push(...c.spoken);
    for (const [k, v] of c.votes) if (k === 'Person') home.votes.set(k, (home.votes.get(k) ?? 0) + v);
    for (const [id, e] of c.lines) if (!home.lines.has(id)) home.lines.set(id, e);
    c.mentions = 0;
  }
  const kept = all.filter((c) => {
    if (c.mentions === 0 || c.midSentence === 0) return false;
    if (c.tokens.length === 1 && (lowercaseWords.get(c.tokens[0]!) ?? 0) >= c.midSentence) return false;
    return true;
  });
  kept.sort((a, b) => b.mentions - a.mentions);
  return kept.slice(0, PLAY_PROPOSALS_MAX).map((c) => ({
    name: displayName(c),
    kind: kindOf(c.votes),
    mentions: c.mentions,
    evidence: [...c.lines.values()].sort((a, b) => a.seq - b.seq).slice(0, PLAY_PROPOSAL_EVIDENCE_MAX),
    spoken: c.spoken,
  }));
}

/** The longest way the log writes the name, without a leading 'The'. */
function displayName(c: Candidate): string {
  const forms = [...c.forms.keys()].map((f) => f.replace(/^the\s+/i, '').replace(/['’]s$/, ''));
  return forms.sort((a, b) => b.length - a.length)[0]!;
}
