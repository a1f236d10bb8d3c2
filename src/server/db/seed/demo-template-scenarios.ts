/**
 * Each demo Scenario Pack template's premise, people, places and opening chapter, by template
 * name: eight patrons in the tavern, seven guests in the country house, twelve passengers on the
 * night bus, five stages to the lost city. The premise title is the template's name (added when
 * the content is built).
 */

type Entry = { name: string; description: string };
type Scenario = {
  premise: string;
  characters: Entry[];
  places: Entry[];
  openingChapter: { title: string; text: string };
};
const entries = (list: Array<[string, string]>): Entry[] =>
  list.map(([name, description]) => ({ name, description }));

export const DEMO_SCENARIOS: Record<string, Scenario> = {
  'Tavern Brawl Scenario': {
    premise:
      'One evening at the Crooked Tankard, eight patrons and three hidden agendas; by midnight a brawl decides who leaves with the map.',
    characters: entries([
      ['Marta the landlady', 'Keeps the peace with a cudgel. Hidden agenda: she sold the map twice.'],
      ['Sir Osric', 'A knight with more debts than scars.'],
      ['Pell the minstrel', 'Sings the news before it happens. Hidden agenda: a spy for the baron.'],
      ['The Twins', 'Dockhands who count as one patron and fight as two.'],
      ['Old Grete', 'Drinks alone, sees everything.'],
      ['Brother Anselm', 'A monk far from his abbey. Hidden agenda: the map leads to his abbey’s gold.'],
      ['Rook', 'A card sharp losing on purpose.'],
      ['The stranger in grey', 'Orders nothing and waits.'],
    ]),
    places: entries([
      ['The Crooked Tankard', 'Low beams, one door, a cellar hatch behind the bar.'],
      ['The cellar', 'Barrels, a smugglers’ tunnel and the only quiet place tonight.'],
    ]),
    openingChapter: {
      title: 'Last Orders',
      text: 'Marta rings the bell for last orders, and nobody moves. The stranger in grey lays a folded map on the bar.',
    },
  },
  'Derelict Station Crawl': {
    premise:
      'A salvage crew boards the silent research station Meridian. Room by room it gives up its dead, its secrets and, in bay six, its twist: the station is not empty.',
    characters: entries([
      ['Captain Idris Kole', 'Salvage boss, three contracts from bankruptcy.'],
      ['Nadia Frey', 'Engineer; reads dead systems like handwriting.'],
      ['Sixer', 'The crew’s drone, which keeps drifting towards bay six.'],
    ]),
    places: entries([
      ['Docking ring', 'Frost on the inside of the airlock.'],
      ['Crew quarters', 'Beds made, meals half eaten, no bodies.'],
      ['Laboratory', 'Sample jars, all open from the inside.'],
      ['Bay Six', 'The twist: the crew of Meridian, alive, in cold sleep, and something awake among them.'],
    ]),
    openingChapter: {
      title: 'Hard Seal',
      text: 'The docking clamps bite. Nadia reads the station’s last log aloud: "Do not open bay six." Sixer is already drifting down the corridor.',
    },
  },
  'Country House Murder': {
    premise:
      'Seven guests, one body: Lord Ashby is found dead in the library of Wrenfold Hall during a snowbound weekend. Every clue for a fair mystery is in the house.',
    characters: entries([
      ['Lady Ashby', 'The widow, calm; she inherits nothing.'],
      ['Captain Hale', 'Old army friend, owed money by the dead man.'],
      ['Miss Verity Lane', 'The secretary who typed the new will.'],
      ['Dr Feld', 'The family doctor, who signed too many certificates.'],
      ['Julian Ashby', 'The nephew, who inherits everything.'],
      ['Mrs Prynne', 'A novelist writing a book about the family.'],
      ['Father Doyle', 'The priest who heard a confession last night.'],
    ]),
    places: entries([
      ['The library', 'Locked from inside; the clock stopped at ten past eleven.'],
      ['The conservatory', 'A broken pane, and footprints that lead nowhere.'],
      ['The servants’ stair', 'The only way up unseen.'],
    ]),
    openingChapter: {
      title: 'Snowbound',
      text: 'The snow closed the drive at six. At midnight the library door was forced, and Lord Ashby was in his chair, with a cold cup of cocoa and no pulse.',
    },
  },
  'Frozen River Fair': {
    premise:
      'London, February 1814: the Thames has frozen, and a frost fair fills the ice with stalls, pickpockets and, at the printing tent, a secret meeting that could change the war.',
    characters: entries([
      ['Kit Lacey', 'A pickpocket with a conscience, mostly.'],
      ['Mr Ambrose Pike', 'A printer selling souvenir cards, and carrying messages.'],
      ['Madame Lévêque', 'A French émigrée who may not be what she says.'],
    ]),
    places: entries([
      ['Freezeland Street', 'The avenue of stalls down the middle of the river.'],
      ['The printing tent', 'Cards printed on the ice, and a back room.'],
      ['The gin tent', 'Warmth, noise and cover for any conversation.'],
    ]),
    openingChapter: {
      title: 'On the Ice',
      text: 'Kit lifts a purse and finds not coins but a sealed letter, addressed to nobody, stamped with an eagle.',
    },
  },
  'Jungle Expedition': {
    premise:
      'A five-stage expedition up the Serra river to the lost city of Itaqui, with hazards at every stage and a rival expedition one day behind.',
    characters: entries([
      ['Dr Amara Osei', 'Leads the expedition; has staked her career on the lost city.'],
      ['Tiago', 'River guide, who knows the stories the maps leave out.'],
      ['Professor Lindqvist', 'The rival, well funded and not above sabotage.'],
    ]),
    places: entries([
      ['Stage 1: Port of Belém', 'Supplies, permits and a spy on the docks.'],
      ['Stage 2: The river', 'Rapids, caimans and a boat that will not last.'],
      ['Stage 3: The cloud forest', 'Fever, fog and a trail that loops back on itself.'],
      ['Stage 4: The stone stair', 'Carved steps up a cliff; the rivals catch up here.'],
      ['Stage 5: Itaqui', 'The lost city at the end, and what guards it.'],
    ]),
    openingChapter: {
      title: 'Upriver',
      text: 'The steamer leaves Belém at dawn. Amara counts the crates twice; one of them is new, and it is ticking.',
    },
  },
  'Night Bus Anthology': {
    premise:
      'The N29, the last bus home. Twelve passengers, one night, and each of them carries a story; the anthology is the whole route.',
    characters: entries([
      ['The driver', 'Prompt: forty years on the route, and tonight is the last.'],
      ['A nurse off shift', 'Prompt: she saved someone tonight she wishes she had not.'],
      ['Two students', 'Prompt: one will propose before their stop.'],
      ['A man with a cake', 'Prompt: the party he is going to does not know he is coming.'],
      ['A girl with a violin', 'Prompt: she has just failed an audition, or has she?'],
      ['A security guard', 'Prompt: he locked something in the building tonight.'],
      ['A grandmother', 'Prompt: she is running away from home.'],
      ['A street preacher', 'Prompt: he has stopped believing, and cannot stop preaching.'],
      ['A lost tourist', 'Prompt: she got on the wrong bus on purpose.'],
      ['A cleaner', 'Prompt: she found a letter in an office bin.'],
      ['A man asleep', 'Prompt: nobody can wake him, and he is smiling.'],
      ['A fox', 'Prompt: it got on at Camden and knows its stop.'],
    ]),
    places: entries([
      ['The top deck', 'Front seats, steamed windows, the city going by.'],
      ['The last stop', 'A turning circle at the edge of town, lit by one lamp.'],
    ]),
    openingChapter: {
      title: 'Last Bus',
      text: 'At 00:47 the N29 pulls away from Trafalgar Square with twelve passengers aboard, and the driver begins to count them.',
    },
  },
  'Summer Festival Romance': {
    premise:
      'A week of festival days in a seaside town: Nell runs the lemonade stall, Sam is the fireworks man, and each day brings a scene to bring them closer.',
    characters: entries([
      ['Nell Ashdown', 'Runs her late aunt’s lemonade stall; leaves town on Sunday.'],
      ['Sam Okafor', 'Fireworks technician, back in town for the first time in ten years.'],
    ]),
    places: entries([
      ['Monday: the pier', 'Setting up; a dropped crate and a first argument.'],
      ['Tuesday: the sandcastle contest', 'They are judges, and disagree on everything.'],
      ['Wednesday: the rain day', 'Sheltering under the same awning.'],
      ['Thursday: the dance', 'Neither can dance; both try.'],
      ['Friday: the lighthouse', 'A secret told at the top.'],
      ['Saturday: the fireworks', 'The show goes wrong and right at once.'],
      ['Sunday: the station', 'The last day of the festival, and a train to catch, or not.'],
    ]),
    openingChapter: {
      title: 'First Day of the Festival',
      text: 'The lemonade stall is on the wrong pitch, and the man unloading rockets beside it says so.',
    },
  },
};
