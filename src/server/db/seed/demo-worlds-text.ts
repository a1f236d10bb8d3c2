import type { TECHNOLOGY_LEVELS, WORLD_GENRES } from '@common/constants';

type WorldGenre = (typeof WORLD_GENRES)[number];
type TechnologyLevel = (typeof TECHNOLOGY_LEVELS)[number];

/** Hand-written demo worlds: name, genre, technology level, description, geography. */
export const DEMO_WORLDS: ReadonlyArray<[string, WorldGenre, TechnologyLevel, string, string]> = [
  [
    'The Ashen Marches',
    'Fantasy',
    'Medieval',
    'A borderland of burnt forests and warded roads where old magic smoulders under the soil.',
    'Ash plains, a broken river valley and the Greywater fens to the south.',
  ],
  [
    'Vell and the Nine Bridges',
    'Fantasy',
    'Renaissance',
    'A canal city of mapmakers, where the streets move slightly every night.',
    'Nine islands joined by bridges over a tidal lagoon.',
  ],
  [
    'The Thornwood Courts',
    'Fantasy',
    'Medieval',
    'Fae courts hidden in a bramble forest, bound by bargains and true names.',
    'Concentric rings of forest around a hill that is never in the same place twice.',
  ],
  [
    'Saltreach',
    'Fantasy',
    'Bronze Age',
    'Island kingdoms that worship the tide and trade in pearls and prophecy.',
    'A scattered archipelago ringed by a reef called the Teeth.',
  ],
  [
    'Kepler Gate Station',
    'Sci-Fi',
    'Far Future',
    'A jump-gate hub where four human polities pretend to get along.',
    'A rotating habitat wheel around a stable wormhole throat.',
  ],
  [
    'The Ceres Archive',
    'Sci-Fi',
    'Near Future',
    'A dwarf planet hollowed out to store everything humanity ever wrote down.',
    'Tunnels, reading halls and cold vaults beneath an icy crust.',
  ],
  [
    'Tycho Deep',
    'Sci-Fi',
    'Near Future',
    'A lunar mining town with one bar, two shifts and three unsolved disappearances.',
    'Crater-floor domes linked by pressurised walkways.',
  ],
  [
    'The Meridian Fleet',
    'Sci-Fi',
    'Far Future',
    'A generation fleet three centuries into a voyage its passengers no longer remember starting.',
    'Seven ring-ships in slow formation between the stars.',
  ],
  [
    'Port Essa',
    'Modern',
    'Modern',
    'A small harbour town where everyone knows your business and most of your secrets.',
    'A curved harbour, a causeway and cliffs topped with holiday lets.',
  ],
  [
    'Harrowgate',
    'Modern',
    'Modern',
    'A northern market town of night buses, late cafés and long memories.',
    'Moorland on three sides and a railway line on the fourth.',
  ],
  [
    'Hanseatic Lübeck',
    'Historical',
    'Renaissance',
    'A Baltic trading city of guilds, presses and dangerous pamphlets.',
    'Brick warehouses along a river that freezes in hard winters.',
  ],
  [
    'The Silk Road Caravanserais',
    'Historical',
    'Medieval',
    'A chain of desert inns where merchants, spies and pilgrims share the same fire.',
    'Oases strung across steppe and desert between two empires.',
  ],
  [
    'Saint Aubin Quarter',
    'Historical',
    'Industrial',
    'A mill quarter of looms, ledgers and quiet rebellion.',
    'Terraced streets climbing from the canal to the chapel.',
  ],
  [
    'Low Ashby Parish',
    'Horror',
    'Industrial',
    'A marsh parish where the church bells ring on their own and nobody mentions it.',
    'Fens, a drowned lane and an orchard that should not fruit.',
  ],
  [
    'Wickham Lane',
    'Horror',
    'Modern',
    'One street of cheap rentals and the neighbours who keep their curtains drawn.',
    'A cul-de-sac ending at a hedge nobody trims.',
  ],
  [
    'The Hollow Mountain',
    'Universal',
    'Stone Age',
    'A mountain with a city inside it, built by people nobody remembers.',
    'A volcanic cone over a vast cavern of carved streets.',
  ],
  [
    'The Seven Winds Archipelago',
    'Universal',
    'Renaissance',
    'Islands where every wind has a name, a temper and a price.',
    'Seventy islands across warm shallow seas and one great reef.',
  ],
  [
    'Marisol Valley',
    'Universal',
    'Modern',
    'Vineyards, hill villages and summer festivals that end in someone falling in love.',
    'Terraced hills above a slow green river.',
  ],
  [
    'Brasshaven',
    'Fantasy',
    'Magitech',
    'A city of clockwork trams and licensed spellwrights, run by a guild of engineers.',
    'A river delta drained by enchanted pumps.',
  ],
  [
    'Emerald Maw',
    'Universal',
    'Bronze Age',
    'A jungle basin that swallows expeditions and gives back only their maps.',
    'Rainforest around a sinkhole lake fed by a hundred waterfalls.',
  ],
];

export const WORLD_CULTURES = [
  'Guilds hold more power than kings, and every oath is written down twice.',
  'Hospitality is sacred: a guest who has shared bread cannot be harmed under your roof.',
  'Names are private; most people go by a trade name in public.',
  'Festivals mark every change of season, and debts are forgiven at midwinter.',
];
export const WORLD_HISTORIES = [
  'Founded after a great flood, rebuilt twice after fires, and still arguing about the second one.',
  'A century of peace ended by a single broken treaty that every faction blames on another.',
  'Once the centre of an empire; now proud, poorer and unwilling to admit either.',
  'Settled by refugees who brought their own laws and never quite let them go.',
];
export const WORLD_RULES = [
  'Magic costs memory: each spell takes something its caster will never get back.',
  'Travel between settlements needs a licence, and licences are the real currency.',
  'The dead can be consulted once, at a price paid by the living.',
  'Technology works, but nothing with a mind may be built without a guild seal.',
];
