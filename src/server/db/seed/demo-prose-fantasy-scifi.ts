import type { GenreProse } from './demo-prose-types';

export const fantasyProse: GenreProse = {
  titles: [
    'The Ember Crown',
    'Salt and Sorcery',
    'The Last Cartographer of Vell',
    'A Song for the Drowned King',
    'Thornwake',
    'The Glass Oath',
    'Where the Ravens Winter',
    'Ashes of the Sunken Tower',
  ],
  blurbs: [
    'When the old wards fail, {hero} must carry a borrowed crown across {place} before the ash storms close the roads.',
    '{hero} swore an oath to a dying mage and now the oath has begun to speak back.',
    'A map that redraws itself each night leads {hero} and {ally} toward the edge of {place}.',
  ],
  heroes: ['Maelis Thorn', 'Corin Vale', 'Ysolde Ashgrove', 'Tamsin Reed'],
  allies: ['a one-eyed ferryman', 'the hedge-witch Orla', 'Brother Aldric', 'a talking crow named Pell'],
  places: ['the Ashen Marches', 'the city of Vell', 'the Greywater fens', 'the Thornwood'],
  chapterTitles: [
    'The Broken Ward',
    'Roads of Ash',
    'The Ferryman’s Price',
    'Under the Tower',
    'A Crown of Embers',
  ],
  paragraphs: [
    'The bells of {place} rang thirteen times that night, and {hero} counted every one of them from the window of the cold tower room. Thirteen was not a number the bells knew. By the last stroke the candle had guttered and the old ward-stones along the wall had gone from blue to the dull grey of river pebbles.',
    '{ally} was waiting at the bottom of the stair with a lantern and an expression that said the news was worse than the bells. “The eastern road is gone,” came the report. “Not closed. Gone. There is a field of ash where the bridge used to be, and the ash is warm.”',
    'They left before dawn, {hero} with the borrowed crown wrapped in sackcloth and tied beneath a travelling cloak. It was lighter than it had any right to be. Every few miles it grew warm against the ribs, as though it knew the way better than the map did and wished to be consulted.',
    'The fens began where the oaks gave up. Mist lay on the water in long white ribbons, and the reeds whispered names that nobody had spoken aloud in a hundred years. {ally} walked ahead, testing each tussock with a staff, muttering an old counting rhyme that kept the marsh-lights at a polite distance.',
    'At the ruined tower they found the mage’s last words scratched into the hearthstone: the crown is not a key, it is a debt. {hero} read the line three times and then sat very still, listening to the wind move through the empty arrow slits like breath through a flute.',
    'When the storm finally broke over {place}, it did not rain water. It rained small grey flakes that hissed where they touched skin. {hero} raised the crown above the broken ward-stones, felt it drink the heat from the air, and for one long moment the whole valley held its breath with them.',
  ],
};

export const sciFiProse: GenreProse = {
  titles: [
    'Orbit of Quiet Things',
    'The Long Burn',
    'Ghost Signal at Kepler Gate',
    'Saltwater Stars',
    'The Archivist of Ceres',
    'Neon Tides',
    'Halfway to Proxima',
    'The Clockwork Meridian',
  ],
  blurbs: [
    'A salvage crew led by {hero} answers a distress call from {place} that was sent forty years ago.',
    'On a generation ship that has forgotten it is moving, {hero} finds the one door nobody is allowed to open.',
    '{hero} and {ally} have six days of air and one theory about why the station went silent.',
  ],
  heroes: ['Captain Ines Okafor', 'Pilot Ren Tanaka', 'Dr. Sable Morrow', 'Engineer Lio Varga'],
  allies: [
    'the ship’s mind, HALCYON',
    'a stowaway named Kit',
    'Navigator Adaeze',
    'an obsolete repair drone',
  ],
  places: ['Kepler Gate', 'the Ceres archive ring', 'the derelict Meridian', 'Tycho Deep'],
  chapterTitles: ['Cold Start', 'The Signal', 'Docking Protocol', 'What the Logs Forgot', 'Burn Window'],
  paragraphs: [
    'The signal came in at 03:12 ship time, a thin repeating chirp on a frequency nobody had used since the first colony charters. {hero} listened to it twice, then a third time with the filters off, and felt the small cold certainty of someone who knows the next week is going to be very long.',
    '“It’s old,” said {ally}, scrolling through the decode. “The timestamp says forty-one years. Either that beacon has been shouting into the dark since before you were born, or somebody wants us to think so.” Neither possibility was comforting, and both were worth a great deal of salvage money.',
    '{place} hung against the stars like a dropped wedding ring, its habitat lights dark except for one window on the third spoke. The docking collar accepted their handshake on the first try, which was the most suspicious thing to happen all day.',
    'Inside, the air was breathable but tasted of dust and ozone. Frost feathered the handrails. Someone had written a list on the corridor wall in grease pencil, the kind of list people make when the computers stop answering: water, filters, seeds, do not open bay six.',
    '{hero} stood in front of bay six for a long time. The door was warm. Every other surface on the station was cold enough to burn, but the door was warm, and behind it something patient was humming a song from the old colony broadcasts, a little off key.',
    'They plotted the burn home with nine minutes to spare and no margin for error. As the engines lit, {ally} pulled up the rear camera and they both watched the single lit window on {place} go dark, very deliberately, as if someone inside had finally decided they could rest.',
  ],
};
