import type { PlayProposalKind } from '@common/schemas/play-proposals';

/**
 * The word lists behind a proposal's kind. A name's kind comes from the words around it: a title
 * before it ('Lady Isolde') makes a person, a place word in it or right after it ('Greyhold Keep',
 * 'the Crooked Lantern tavern') a place, an organisation word a faction ('the Order of the Ash',
 * 'House Varn'), an object word an item ('the Sunblade', 'the Amulet of Dawn').
 */
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const HONORIFICS = words(`
  lady lord sir dame captain brother sister master mistress king queen prince princess duke duchess
  baron baroness count countess father mother saint abbot abbess magister mayor reeve sergeant
  commander general marshal old young uncle aunt grandmother granny elder archmage warden
  high maester lieutenant chancellor steward knight squire goodwife goodman widow madam`);

export const PLACE_WORDS = words(`
  tavern inn keep river town village city castle tower forest wood woods mountain mountains hills
  hill lake sea bay pass gate gates bridge road temple abbey vale valley marsh fen isle island
  isles port harbour harbor market square hall manor mine mines cave caves crypt ruins fort
  citadel peak falls ford crossing street lane quarter district docks wharf coast cliffs downs
  moor moors heath grove glade spire shrine chapel cathedral monastery barrow tomb well springs
  lighthouse mill farm estate palace library academy garden gardens plains steppe desert waste
  wastes reach marches barrens hollow sound strait canyon gorge cavern caverns deep depths
  alley court yard bastion rock tor peaks range bog mere pool row way`);

export const FACTION_WORDS = words(`
  guild order brotherhood sisterhood company council league circle church cult clan house legion
  watch syndicate host band covenant fellowship conclave assembly senate court crew tribe
  confederacy alliance consortium society college cabal army fleet guard brigade kin family`);

export const ITEM_WORDS = words(`
  sword blade ring amulet crown staff tome book key horn shield dagger cloak stone gem orb
  chalice helm helmet bow spear axe map relic scroll mirror banner seal hammer mace
  talisman pendant locket codex grimoire flute harp lute chain cup grail necklace bracer gauntlet
  sceptre scepter wand rod compass idol statue charm coin ledger`);

/** Endings of single-word place names (Greyhold, Ashford, Harrowmere, Oakhaven...). */
const PLACE_SUFFIX =
  /(?:hold|ford|mere|wick|haven|port|dale|moor|keep|watch|holm|burg|borough|stead|fell|vale|crest|reach|ton|by|bury|shire|wood|gate|fall|falls|water|march|cliff|bridge|hollow|field|den|mouth)$/i;
/** Endings of item names (Sunblade, Frostbrand, Wyrmbane). */
const ITEM_SUFFIX = /(?:blade|brand|bane|fang|edge|heart|stone|song)$/i;

/**
 * Capitalised words that are not names: interjections, pronouns, table talk, game terms,
 * weekdays and months. A span made of these alone is no proposal.
 */
export const NOT_NAMES = words(`
  i i'm i'll i've i'd ok okay yes no oh ah aha hey hi well aye nay hmm huh ha gods god sir lady
  lord mister miss mrs mr ms my our your his her their its the a an and but or so then now
  what who where when why how this that these those there here it we you they he she
  gm dm ooc npc pc hp ac dc xp lol brb afk
  monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december
  scene round turn initiative perception stealth athletics acrobatics insight investigation
  persuasion deception intimidation arcana history religion nature survival medicine
  performance sleight strength dexterity constitution intelligence wisdom charisma
  north south east west northern southern eastern western
  please thanks thank sorry wait look listen come go stop run help quick careful easy
  good great fine right sure maybe still even just not never always every all none
  dawn dusk midnight noon morning evening night day
  mother father brother sister captain master`);

/** Words that join a faction's, a place's or an item's name: 'Order of the Ash'. */
export const JOINERS = words(`of the`);

/** Prepositions of place: 'rode to Greyhold', 'in Vellmarch'. */
const PLACE_PREPOSITIONS = words(
  `in at to from toward towards near into through across beyond outside inside under reach reached leave left`,
);

/** Verbs of speaking and doing that follow a person: 'Bram says', 'Isolde nods'. */
const PERSON_VERBS = words(`
  says said asks asked nods nodded smiles smiled laughs laughed whispers whispered shouts shouted
  sighs sighed frowns frowned grins grinned turns turned looks looked stands stood sits sat
  replies replied answers answered mutters muttered shrugs shrugged draws drew steps stepped
  who herself himself`);

/** Words before a faction's name: 'work for the Silver Hand', 'joined the Order'. */
const FACTION_BEFORE = words(`for against join joined joins serve serves served betray betrayed`);

export type Cue = { kind: PlayProposalKind; weight: number };

const lastWord = (tokens: string[]) => tokens[tokens.length - 1]!.toLowerCase();

/**
 * What one occurrence says about the kind: `tokens` is the name as written (titles included),
 * `before`/`after` the lowercase words either side. Strong cues (a kind word in or next to the
 * name, a title) weigh 3, weak ones (a preposition, a verb, a word ending) 1.
 */
export function cuesOf(tokens: string[], before: string | undefined, after: string | undefined): Cue[] {
  const cues: Cue[] = [];
  const first = tokens[0]!.toLowerCase();
  const last = lastWord(tokens);
  const lower = tokens.map((t) => t.toLowerCase());
  if (tokens.length > 1 && PLACE_WORDS.has(last)) cues.push({ kind: 'Place', weight: 3 });
  if (after && PLACE_WORDS.has(after)) cues.push({ kind: 'Place', weight: 3 });
  if (FACTION_WORDS.has(first) && tokens.length > 1) cues.push({ kind: 'Faction', weight: 3 });
  if (tokens.length > 1 && FACTION_WORDS.has(last)) cues.push({ kind: 'Faction', weight: 3 });
  if (after && FACTION_WORDS.has(after)) cues.push({ kind: 'Faction', weight: 2 });
  if (tokens.length > 1 && PLACE_WORDS.has(first) && lower.includes('of'))
    cues.push({ kind: 'Place', weight: 3 });
  if (tokens.length > 1 && ITEM_WORDS.has(first) && lower.includes('of'))
    cues.push({ kind: 'Item', weight: 3 });
  if (tokens.length > 1 && ITEM_WORDS.has(last)) cues.push({ kind: 'Item', weight: 3 });
  if (tokens.length > 1 && HONORIFICS.has(first) && !FACTION_WORDS.has(last) && !PLACE_WORDS.has(last))
    cues.push({ kind: 'Person', weight: 3 });
  if (tokens.length === 1 && ITEM_SUFFIX.test(first) && first.length > 6)
    cues.push({ kind: 'Item', weight: 1 });
  if (tokens.length === 1 && PLACE_SUFFIX.test(first) && first.length > 5)
    cues.push({ kind: 'Place', weight: 1 });
  if (before && PLACE_PREPOSITIONS.has(before)) cues.push({ kind: 'Place', weight: 1 });
  if (before && FACTION_BEFORE.has(before)) cues.push({ kind: 'Faction', weight: 1 });
  if (after && PERSON_VERBS.has(after)) cues.push({ kind: 'Person', weight: 1 });
  return cues;
}

/** The kind the cues add up to; a person when nothing speaks for anything else. */
export function kindOf(votes: Map<PlayProposalKind, number>): PlayProposalKind {
  let best: PlayProposalKind = 'Person';
  let bestWeight = 0;
  for (const [kind, weight] of votes)
    if (weight > bestWeight || (weight === bestWeight && kind === 'Person')) {
      best = kind;
      bestWeight = weight;
    }
  return best;
}
