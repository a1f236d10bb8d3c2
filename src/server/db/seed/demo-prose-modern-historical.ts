import type { GenreProse } from './demo-prose-types';

export const modernProse: GenreProse = {
  titles: [
    'The Lighthouse Keeper’s Daughter',
    'Small Hours',
    'Everything We Didn’t Say in August',
    'The Night Bus to Harrowgate',
    'Borrowed Kitchens',
    'Low Tide',
    'A Year of Sundays',
    'The Ferry Timetable',
  ],
  blurbs: [
    'After ten years away, {hero} comes home to {place} to sell the family café and finds nobody will let it go.',
    'Three friends, one borrowed car and a summer in {place} that none of them will talk about.',
    '{hero} starts leaving notes for the stranger who shares a desk on the night shift.',
  ],
  heroes: ['Nora Quinlan', 'Sam Adeyemi', 'Mira Holt', 'Theo Lindqvist'],
  allies: [
    'her brother Danny',
    'old Mrs. Pryce from next door',
    'a night-shift nurse called Jo',
    'his flatmate Ravi',
  ],
  places: ['Harrowgate', 'the harbour town of Port Essa', 'a flat above the launderette', 'the coast road'],
  chapterTitles: ['Coming Home', 'The Café', 'Night Shift', 'Low Tide', 'What We Kept'],
  paragraphs: [
    'The bus dropped {hero} at the end of the coast road a little after nine, and for a moment the town looked exactly as it had ten years earlier: the chip shop light, the salt-white railings, the gulls arguing on the roof of the lifeboat station. Then a man walked past vaping something that smelled of mango, and the spell broke.',
    'The café keys were where they had always been, under the loose brick by the drainpipe. Inside, the chairs were stacked on the tables and the menu board still listed soup of the day in their mother’s handwriting. {hero} did not rub it out. It seemed like the kind of decision that could wait until morning.',
    '{ally} turned up at half past seven with two coffees and no intention of leaving. “You’re not selling,” came the verdict, before the lids were even off. “You think you are. You’ve got the estate agent’s number in your phone and everything. But you’re not.”',
    'By the end of the first week the café had opened three times by accident. People kept wandering in because the door was unlocked, and it felt rude to send them away, and the kettle was right there. {hero} started keeping a tally on the back of an envelope: eleven teas, four toasties, one long cry from a fisherman.',
    'At low tide the harbour emptied to mud and the old boats lay on their sides like sleeping dogs. {hero} walked out along the causeway with their shoes in their hand and tried to remember the last time anything had felt this simple, and could not, and decided that was probably the point.',
    'The estate agent called on Friday. {hero} let it ring, then put the phone face down on the counter next to the envelope, which now had forty-two teas on it and a drawing of a gull that {ally} insisted was a self-portrait.',
  ],
};

export const historicalProse: GenreProse = {
  titles: [
    'The Printer’s Apprentice',
    'A Winter in Lübeck',
    'The Silk Road Letters',
    'Daughters of the Loom',
    'The Cartwright’s Wager',
    'Candles for Constantinople',
    'The Year the River Froze',
    'The Ledger of Saint Aubin',
  ],
  blurbs: [
    'In {place}, {hero} sets type by day and forbidden pamphlets by night.',
    'A merchant’s widow, a missing ledger and a winter that closes every road out of {place}.',
    '{hero} writes letters home from the caravan routes that no one at home will ever read.',
  ],
  heroes: ['Johanna Bauer', 'Tomasz Wren', 'Agnès Laurent', 'Elias Marr'],
  allies: ['the old compositor Henrik', 'a Genoese trader', 'her cousin Mathilde', 'a Franciscan scribe'],
  places: [
    'Lübeck',
    'the quarter of Saint Aubin',
    'the river docks of Antwerp',
    'a caravanserai near Tabriz',
  ],
  chapterTitles: ['The Press', 'Frost Fair', 'A Letter Sealed Twice', 'The Ledger', 'Spring Thaw'],
  paragraphs: [
    'The press stood in the back room like a great wooden animal, and {hero} loved it the way one loves a difficult horse. Each morning began with ink: the smell of lampblack and linseed, the leather balls working it smooth, the first pull of the bar that made the whole frame groan.',
    'That winter the river froze so hard that the butchers of {place} roasted an ox on the ice, and children slid between the moored ships on bones tied to their boots. {hero} watched from the quay with numb fingers and a folded pamphlet tucked inside a glove, waiting for a man in a green hood.',
    '{ally} did not approve. “You print psalters and almanacs,” came the reminder, in a voice kept carefully low. “Psalters and almanacs do not get a person’s hands nailed to the town gate.” It was not the first time the warning had been given, nor, {hero} suspected, the last.',
    'The ledger had been kept in a good clerk’s hand, small and upright, until the entries for Martinmas. After that the letters leaned and crowded, the sums stopped adding, and a single line at the foot of a page read, in a different ink entirely: ask the widow what was in the third barrel.',
    'News travelled slowly in those months, and wrongly. By the time word of the council’s decision reached {place}, it had been improved by every innkeeper along the road, so that the version {hero} heard involved a duke, a bear and a burning barge, of which only the barge was true.',
    'When the thaw came it came all at once, with a sound like cannon along the whole length of the river. {hero} stood at the window of the print shop with the last forbidden sheet still wet on the drying line and understood that whatever happened next, there would be no going back to almanacs.',
  ],
};
