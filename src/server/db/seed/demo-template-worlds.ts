/**
 * The sections and places of each demo World Asset template, by template name: each world has
 * lore of its own (the city on water has canals and guilds, the parish twelve locations with a
 * rumour and a truth, the fae court its thirty rules). A test keeps them distinct and counted.
 */

type Place = { name: string; description: string };
type World = {
  sections: { geography: string; cultures: string; history: string; rulesSystem: string };
  places: Place[];
};
const places = (list: Array<[string, string]>): Place[] =>
  list.map(([name, description]) => ({ name, description }));

const FAE_RULES = [
  'Never say thank you; it admits a debt.',
  'Never give your true name; give a use-name.',
  'Never eat the court’s food before the host has eaten.',
  'Never accept a gift without giving one of equal worth.',
  'Never step inside a ring of mushrooms uninvited.',
  'Never lie outright; the fae cannot, and despise those who do.',
  'Never ask a question you would not answer yourself.',
  'Never refuse a dance from the Queen.',
  'Never dance more than three dances with anyone else.',
  'Never bring iron past the gate.',
  'Never count the stars aloud.',
  'Never turn your back on the throne.',
  'Never promise "forever"; they will hold you to it.',
  'Never praise one courtier above another.',
  'Never leave before the last candle is out.',
  'Never follow a light you did not kindle.',
  'Never drink from a cup that refills itself.',
  'Never speak of the mortal year.',
  'Never answer to a name that is not yours.',
  'Never cross running water with a courtier’s token.',
  'Never sleep under the court’s roof.',
  'Never apologise; offer a gift instead.',
  'Never whistle in the hall of mirrors.',
  'Never ask the age of anyone present.',
  'Never touch the Queen’s hounds.',
  'Never take a seat that is offered twice.',
  'Never boast of your own cleverness.',
  'Never wear green unless you are given it.',
  'Never bargain after moonset.',
  'Never forget a rule you were told; ignorance is no excuse here.',
];

export const DEMO_WORLD_ASSETS: Record<string, World> = {
  'Canal City Kit': {
    sections: {
      geography:
        'A city built on water: nine districts on islands in a lagoon, joined by two hundred bridges. Canals are the streets; the tide sets the hours.',
      cultures:
        'The guilds run everything: Boatwrights, Glassblowers, Lamplighters and the Ferrymen, who know every canal and sell what they hear.',
      history:
        'Founded by refugees on mudflats; the Great Flood drowned the old quarter, and the factions still argue over who let the sea gate fail.',
      rulesSystem:
        'Factions: the Doge’s Council (law), the Guild Compact (trade) and the Masks (the carnival’s secret society). Any bridge may be closed by a guild for a day a year.',
    },
    places: places([
      ['The Glass District', 'Furnaces glow all night; nobody may leave with a recipe.'],
      ['Bridge of Sighs and Ledgers', 'Where debtors cross to the prison and creditors wait.'],
      ['The Drowned Quarter', 'The old city under the tide, visited by divers at the ebb.'],
      ['Ferrymen’s Steps', 'The guild hall and the best rumours in the canal city.'],
    ]),
  },
  'Generation Ship Deck Plans': {
    sections: {
      geography:
        'The generation ship Perseverance: twelve decks around a spinning drum, from the bright Garden Deck to the cold Engine Spine nobody visits.',
      cultures:
        'Three social strata: the Bridge families who keep the logs, the Growers who feed everyone, and the Underdeck crews who keep the air moving.',
      history:
        'Launched three hundred years ago. The Blackout in year 140 erased the archives; most people now believe the ship is the whole world and is not moving.',
      rulesSystem:
        'Systems: air, water and light are rationed by deck. Tampering with a system is the only crime punished by the airlock.',
    },
    places: places([
      ['Garden Deck', 'Orchards under false sunlight; the ship’s largest open space.'],
      ['The Archive Vault', 'Sealed since the Blackout; the Bridge families guard the door.'],
      ['Engine Spine', 'Warm, dark and humming; the only place that feels like moving.'],
      ['Observation Blister', 'Shuttered for generations. Opening it would show the stars passing.'],
    ]),
  },
  'Haunted Parish Gazetteer': {
    sections: {
      geography:
        'The marsh parish of Saltmere: twelve locations along a causeway, cut off twice a day by the tide and often by fog.',
      cultures:
        'Eel-catchers, reed-cutters and a vicar who keeps a ledger of every ghost reported since 1712.',
      history:
        'The parish church sank a yard in the great storm of 1703; the bells are said to ring under the marsh on quiet nights.',
      rulesSystem:
        'Each location has a rumour everyone repeats and a truth only the ledger holds. A haunting is always a secret someone kept.',
    },
    places: places([
      [
        'St Agatha’s Church',
        'Rumour: the drowned bells ring for the next to die. Truth: smugglers signal with them.',
      ],
      ['The Causeway', 'Rumour: a grey lady walks it at high tide. Truth: a widow still waits for her boat.'],
      ['Reed House', 'Rumour: nobody who sleeps there wakes. Truth: marsh gas, and a vent someone blocked.'],
      ['The Eel Traps', 'Rumour: the traps fill with hands. Truth: a murder victim, never found.'],
      ['Old Rectory', 'Rumour: the first vicar never left. Truth: his diary is behind the panelling.'],
      ['Gallows Dyke', 'Rumour: the hanged man points the way. Truth: a boundary marker, moved by a thief.'],
      ['The Decoy Pond', 'Rumour: ducks land there that are not ducks. Truth: a poacher’s decoys.'],
      [
        'Lantern Staithe',
        'Rumour: lights out on the marsh lure walkers. Truth: will-o’-wisps, and wreckers.',
      ],
      [
        'The Salt Pans',
        'Rumour: the salt tastes of tears. Truth: the pans were a mass grave in the plague year.',
      ],
      ['Ferry Inn', 'Rumour: room four is always cold. Truth: a priest hole behind the chimney.'],
      ['The Sluice Gate', 'Rumour: the keeper drowned opening it. Truth: he was pushed.'],
      ['Heron Island', 'Rumour: no bird lands there. Truth: the island is poisoned by old lead works.'],
    ]),
  },
  'Trade Route Atlas': {
    sections: {
      geography:
        'The Amber Road: forty days across a salt desert, from the river port of Qessa to the mountain markets, watered by seven caravanserais.',
      cultures:
        'Caravan masters, well-keepers who own the water, and the veiled Road Wardens who collect tolls and hunt bandits, when paid.',
      history:
        'The road was opened by a queen who buried a well at every day’s march; her wells still work, her kingdom is sand.',
      rulesSystem:
        'Goods: salt west, silk and amber east. Tolls at every well; a caravan that skips a toll is fair game for bandits and Wardens alike.',
    },
    places: places([
      ['Qessa Docks', 'Where the trade road begins; every caravan is weighed and taxed.'],
      ['The Third Well', 'A caravanserai run by a family that has sold the same water for a century.'],
      ['Bandit’s Teeth', 'Red rocks where the road narrows; the bandits’ favourite ambush.'],
      ['The Toll of Glass', 'A Warden fort whose toll is paid in mirrors.'],
    ]),
  },
  'Fae Court Etiquette': {
    sections: {
      geography:
        'The Court of Thorns sits under a hill that is only a hill by day; its halls move, and guests who wander are found years later.',
      cultures:
        'Courtiers trade in bargains and names. A true name gives power over its owner, so everyone at court uses a use-name.',
      history:
        'The court has kept the same Queen for a thousand mortal years; each guest who broke a rule is still here, as furniture.',
      rulesSystem: `The thirty rules a guest must never break:\n${FAE_RULES.map((r, i) => `${i + 1}. ${r}`).join('\n')}`,
    },
    places: places([
      ['The Hall of Mirrors', 'Every reflection is a courtier listening.'],
      ['The Bargaining Stair', 'Where deals are struck; each step up costs more.'],
      ['The Thorn Gate', 'Open to those invited, and to iron never.'],
    ]),
  },
  'Lunar Mining Town': {
    sections: {
      geography:
        'Shackleton Rim: six pressure domes on the lip of a polar crater, the ice mines below in permanent shadow.',
      cultures:
        'Miners on three shifts, company engineers, and the dome kids who have never seen a sky. The company pays in scrip, good only in company stores.',
      history:
        'Founded by Helios Mining forty years ago; the strike of ’71 ended when the company cut the air to the union dome.',
      rulesSystem:
        'Air is metered; scrip buys air, food and the trip home. A miner who owes more scrip than a shift pays can never leave.',
    },
    places: places([
      [
        'The Low Bar',
        'The bar where everything happens: deals, fights, and the only real whisky on the moon.',
      ],
      ['Dome Four', 'The old union dome, sealed and empty since the strike.'],
      ['Shaft Nine', 'The deepest ice mine; the night shift hears knocking.'],
      ['The Company Store', 'Prices change every shift; the clerk keeps two ledgers.'],
    ]),
  },
  'Island Archipelago Generator': {
    sections: {
      geography:
        'Island table (d6): 1 volcanic cone, 2 coral atoll, 3 drowned forest, 4 sea stack, 5 floating pumice raft, 6 sandbar that moves each year.',
      cultures:
        'People table (d6): 1 pearl divers, 2 exiled monks, 3 lighthouse keepers, 4 smugglers, 5 shipwrecked scholars, 6 nobody, but the fires are warm.',
      history:
        'The archipelago was one island until the sea rose; every island remembers a different story of the flood.',
      rulesSystem:
        'Winds table (d6): 1 dead calm, 2 steady trade wind, 3 squall, 4 storm, 5 wind that sings, 6 wind from the wrong direction. Reefs: roll a d6 per crossing; on a 1 the hull is holed.',
    },
    places: places([
      ['The Reef Gate', 'A reef with one passage, moved by the tide.'],
      ['Lantern Isle', 'A lighthouse with no keeper that is lit every night.'],
      ['The Between', 'Open water between islands, where the boat people live.'],
    ]),
  },
  'Magic System Worksheet': {
    sections: {
      geography:
        'Where magic comes from: list its sources (a place, a body, a bargain) and where it is weak. Example: magic pools in old battlefields.',
      cultures:
        'Who may use it and who fears it: guilds, licences, witch-hunts. Example: mages must be registered and wear a bell.',
      history:
        'When the magic system changed last and who profited. Example: the Sundering made every spell cost twice as much.',
      rulesSystem:
        'Costs: every working costs memory, blood, years or luck; choose one. Limits: what it can never do (raise the dead, change the past). Consequences: each use leaves a mark others can see, so magic creates plot.',
    },
    places: places([
      ['The Registry', 'Where mages sign for every spell; the ledgers are evidence.'],
      ['A Dead Zone', 'A valley where no magic works, where mages go to hide.'],
    ]),
  },
};
