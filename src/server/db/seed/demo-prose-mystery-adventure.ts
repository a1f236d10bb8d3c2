import type { GenreProse } from './demo-prose-types';

export const mysteryProse: GenreProse = {
  titles: [
    'The Case of the Silent Clock',
    'Murder at Marlowe Manor',
    'The Seventh Guest',
    'A Study in Rust',
    'The Vanishing at Pier Nine',
    'Death Comes to Dunmore',
    'The Locked Library',
    'Poison and Porcelain',
  ],
  blurbs: [
    'Seven guests sat down to dinner at {place}. Six stood up. {hero} has until the tide turns to learn why.',
    'A clock that stopped at the moment of death, and a witness who swears it was still ticking.',
    '{hero} was hired to find a missing cat. The cat is fine. The client is not.',
  ],
  heroes: ['Inspector Mara Quill', 'Felix Ashdown', 'Miss Harriet Vane-Cole', 'Detective Omar Reyes'],
  allies: ['Sergeant Pollard', 'a retired actress', 'the house butler, Graves', 'his niece Penny'],
  places: ['Marlowe Manor', 'the village of Dunmore', 'Pier Nine', 'the locked library at Hesketh Hall'],
  chapterTitles: ['The Guests Arrive', 'A Stopped Clock', 'Alibis', 'The Missing Key', 'The Drawing Room'],
  paragraphs: [
    'The body was found in the library at {place}, seated in the wing-backed chair by the fire, a cup of cold tea on the table beside it and a look of mild surprise on its face. The door had been locked from the inside. The key was in the victim’s waistcoat pocket.',
    '{hero} walked the room twice without touching anything. The clock on the mantel had stopped at twenty past ten. The fire had burned down to grey ash. And on the carpet, very faint, there was a ring of damp the size of a saucer where no saucer had been.',
    '“Everyone was in the drawing room from ten until half past,” said {ally}, consulting a notebook. “Everyone says so. Cards, a little music, the usual.” {hero} asked who had played the piano. There was a pause. Nobody, it turned out, could remember.',
    'The guests told their stories in the morning room one by one, and each story fitted neatly into the others like pieces of a jigsaw, which was precisely what made {hero} uneasy. Real alibis have gaps. Real people forget where they put their gloves. These people remembered everything.',
    'The key had been cut recently; the brass still showed bright in the grooves. The village locksmith remembered it well. “Paid in cash,” he said. “Asked me to make two.” {hero} thanked him, walked out into the rain, and stood very still for a long moment, counting keys.',
    'They gathered in the drawing room at six, as {hero} had asked. The clock on the mantel was ticking again. “Twenty past ten,” said {hero}, setting the hands back, “is when we were all meant to believe he died. The question worth asking is who needed us to believe it.”',
  ],
};

export const adventureProse: GenreProse = {
  titles: [
    'The Map of Seven Winds',
    'Beyond the Sapphire Reef',
    'The Sky-Sail Expedition',
    'Into the Emerald Maw',
    'The Lost Caravan',
    'Storm Runners',
    'The Compass That Points Home',
    'Treasure of the Hollow Mountain',
  ],
  blurbs: [
    '{hero} wins a half-burned map in a card game and a boat she cannot sail. {place} waits at the other end of both.',
    'An airship, a stolen compass and a race across {place} against a rival crew with fewer scruples.',
    '{hero} and {ally} follow a river nobody has mapped into a jungle nobody has left.',
  ],
  heroes: ['Captain Juno Strand', 'Kit Marlowe', 'Anya Solberg', 'Mateus Rocha'],
  allies: [
    'a retired smuggler named Bess',
    'the cabin boy, Tobiah',
    'a cartographer with no sense of direction',
    'an exiled prince',
  ],
  places: ['the Sapphire Reef', 'the Hollow Mountain', 'the Emerald Maw', 'the Seven Winds archipelago'],
  chapterTitles: ['A Winning Hand', 'Setting Sail', 'The Reef', 'Rivals', 'The Mountain Opens'],
  paragraphs: [
    'The map was half burned and smelled of rum, and {hero} won it on a pair of sevens from a sailor who looked far too relieved to lose it. Under the lamplight the surviving half showed a coastline, a compass rose with seven points instead of eight, and the words {place} in faded red ink.',
    'The boat was worse than the map. {ally} walked its length twice, knocking on the hull with a knuckle and listening like a doctor at a patient’s chest. “She’ll float,” came the diagnosis at last. “Whether she’ll float with us in her is a separate question.”',
    'They reached the reef on the ninth day. The water was so clear that the coral seemed to hang in the air beneath them, blue and violet and gold, with shoals of silver fish turning together like a single thought. {hero} leaned over the side and saw, far below, the unmistakable shape of a mast.',
    'The rival crew caught up with them at the mouth of the river: a sleek black sloop, twice their size, with guns run out and a captain on the bow who waved cheerfully. {hero} waved back, smiled, and quietly told {ally} to make for the shallows where a boat that size could not follow.',
    'The jungle closed behind them like a door. Green light, green heat, the hum of a million insects and somewhere ahead the thunder of falling water. They cut their way forward a yard at a time, and every evening {hero} checked the map and found that the seven-pointed compass had shifted, as if it were breathing.',
    'The mountain was hollow, just as the legend said. They stood at the lip of the great inner chamber with their torches guttering, looking down at a city that had been built inside the stone, street upon street of it, silent and whole. {ally} let out a long breath. “Well,” came the whisper, “we’re rich. Or dead. One of the two.”',
  ],
};
