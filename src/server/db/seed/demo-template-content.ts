import type { TemplateType } from '@common/constants';

/**
 * Structured content for the demo and bulk templates, one document per template type in the
 * shapes of src/common/schemas/template-content.ts: a Story Structure's acts of beats, a World
 * Asset's sections and places, a Character Archetype's fields, a Scenario Pack's premise with
 * characters, places and an opening chapter. Each demo template gets its own, built from its name.
 */

type Beat = { title: string; notes: string };
const beat = (title: string, notes: string): Beat => ({ title, notes });

/** Acts of beats per story-structure flavour, picked by the template's name. */
const STRUCTURES: Record<string, Array<{ title: string; notes: string; beats: Beat[] }>> = {
  quest: [
    {
      title: 'Act I: The Call',
      notes: 'Establish the ordinary world and what the hero stands to lose.',
      beats: [
        beat('Ordinary world', 'Show the hero at home, competent and restless.'),
        beat('The call', 'A message, a stranger or a disaster demands a journey.'),
        beat('Refusal', 'The hero names the cost and hesitates.'),
        beat('Crossing the threshold', 'A point of no return: the gate closes behind them.'),
      ],
    },
    {
      title: 'Act II: The Ordeal',
      notes: 'Tests, allies and enemies; the stakes rise until everything is lost.',
      beats: [
        beat('Tests and allies', 'Three small trials, each teaching a skill needed later.'),
        beat('Midpoint reversal', 'The goal turns out to be something else entirely.'),
        beat('The ordeal', 'The hero faces death, literal or symbolic.'),
        beat('All is lost', 'The mentor falls or the map burns.'),
      ],
    },
    {
      title: 'Act III: The Return',
      notes: 'The hero comes back changed, with something to give.',
      beats: [
        beat('The road back', 'Pursuit: the world the hero left does not let go easily.'),
        beat('Resurrection', 'A final test that uses every lesson.'),
        beat('Return with the elixir', 'Home again, and home is changed too.'),
      ],
    },
  ],
  mystery: [
    {
      title: 'Setup',
      notes: 'Fair play starts here: every clue the reader needs appears on the page.',
      beats: [
        beat('The hook', 'A body, a theft or an impossible event on page one.'),
        beat('The detective', 'Why this person, and why they cannot walk away.'),
        beat('Suspects', 'Three to five, each with a secret that is not the crime.'),
      ],
    },
    {
      title: 'Investigation',
      notes: 'Alternate discovery and setback.',
      beats: [
        beat('First plot turn', 'The obvious suspect is cleared.'),
        beat('Pinch point', 'The culprit strikes again, closer.'),
        beat('False solution', 'A neat answer that a late clue overturns.'),
      ],
    },
    {
      title: 'Resolution',
      notes: 'The reveal must be surprising and inevitable.',
      beats: [
        beat('Gathering', 'Everyone in one room, or one conversation.'),
        beat('The reveal', 'Walk back through the planted clues.'),
        beat('Aftermath', 'What justice costs the detective.'),
      ],
    },
  ],
  romance: [
    {
      title: 'Meeting',
      notes: 'Chemistry and friction in equal measure.',
      beats: [
        beat('Meet-cute', 'The first meeting goes memorably wrong.'),
        beat('Forced proximity', 'A reason they must keep meeting.'),
        beat('Growing warmth', 'A moment of unguarded kindness.'),
      ],
    },
    {
      title: 'Falling',
      notes: 'Let the reader want it before the characters admit it.',
      beats: [
        beat('First kiss, almost', 'Interrupted, or refused for a good reason.'),
        beat('The wound', 'Each reveals why love frightens them.'),
        beat('The break', 'The secret comes out at the worst time.'),
      ],
    },
    {
      title: 'Together',
      notes: 'Earn the ending.',
      beats: [
        beat('Grand gesture', 'Proof of change, not just of feeling.'),
        beat('Happy for now', 'A future both can live with.'),
      ],
    },
  ],
  horror: [
    {
      title: 'Unease',
      notes: 'Normality with one wrong detail.',
      beats: [
        beat('The wrong detail', 'A sound, a smell, a door that was shut.'),
        beat('Dismissal', 'Everyone explains it away.'),
      ],
    },
    {
      title: 'Intrusion and isolation',
      notes: 'The thing gets in; help goes away.',
      beats: [
        beat('First knock', 'Something answers back.'),
        beat('Cut off', 'Phones, roads or friends fail.'),
        beat('Revelation', 'What it wants, and why them.'),
      ],
    },
    {
      title: 'Aftermath',
      notes: 'Survival has a price.',
      beats: [
        beat('The stand', 'Face it with what is left.'),
        beat('The last knock', 'One more sound after the end.'),
      ],
    },
  ],
};

const structureFor = (name: string) => {
  const n = name.toLowerCase();
  if (/myster|clue|detective|noir/.test(n)) return STRUCTURES.mystery!;
  if (/romance|love|heart/.test(n)) return STRUCTURES.romance!;
  if (/horror|knock|dread|haunt/.test(n)) return STRUCTURES.horror!;
  return STRUCTURES.quest!;
};

function worldAsset(name: string, description: string) {
  return {
    sections: {
      geography: `${name}: ${description} Mountains to the north shelter river valleys; the coast is broken by fjords.`,
      cultures:
        'Three peoples share the land: river traders, mountain clans who keep the old oaths, and a coastal guild of navigators.',
      history:
        'A long peace ended when the great bridge fell; the last century is a story of rebuilding and old grudges.',
      rulesSystem:
        'Power comes at a price paid in memory: every working costs the worker something they cannot choose.',
    },
    places: [
      {
        name: 'The Drowned Market',
        description: 'A trading square half under the tide, open only at the ebb.',
      },
      { name: 'Oathstone Pass', description: 'The only road through the mountains, watched by the clans.' },
      { name: 'Lanternhold', description: 'The navigators’ tower, lit every night since the founding.' },
    ],
  };
}

function characterArchetype(name: string, description: string) {
  return {
    name,
    description,
    personalityTraits: ['loyal', 'guarded', 'dryly funny', 'stubborn'],
    background:
      'Raised to serve an order that no longer exists; keeps its rules anyway, because someone must.',
    speakingStyle: 'Short sentences; answers a question with a question when cornered.',
    voicePatterns: 'Calls everyone by their title; never swears, but says "well" in six different ways.',
  };
}

function scenarioPack(name: string, description: string) {
  return {
    premise: { title: name, text: description },
    characters: [
      { name: 'Ada Merrow', description: 'A harbour pilot who owes the wrong people.' },
      { name: 'Tomas Vell', description: 'A customs officer who pretends not to notice.' },
    ],
    places: [
      { name: 'The Salt Quay', description: 'Where the smugglers land at the turn of the tide.' },
      { name: 'The Customs House', description: 'Ledgers, lamps and a locked back room.' },
    ],
    openingChapter: {
      title: 'The Night Tide',
      text: 'Open on the landing going wrong: a crate that should not be there.',
    },
  };
}

/** The content document of a demo template of `type`, built from its name and description. */
export function demoTemplateContent(name: string, type: TemplateType, description: string): unknown {
  switch (type) {
    case 'Story Structure':
      return { acts: structureFor(name) };
    case 'World Asset':
      return worldAsset(name, description);
    case 'Character Archetype':
      return characterArchetype(name, description);
    case 'Scenario Pack':
      return scenarioPack(name, description);
  }
}

/** One small document per type for the bulk templates. */
export const sampleTemplateContent = (type: TemplateType): unknown =>
  demoTemplateContent(`Sample ${type}`, type, `A sample ${type.toLowerCase()}.`);
