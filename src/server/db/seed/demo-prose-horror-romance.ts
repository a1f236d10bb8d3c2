import type { GenreProse } from './demo-prose-types';

export const horrorProse: GenreProse = {
  titles: [
    'The House on Wickham Lane',
    'What the Well Remembers',
    'Hollow Hours',
    'The Lantern Men',
    'Teeth in the Orchard',
    'The Quiet Parish',
    'Nine Knocks',
    'The Bone Choir',
  ],
  blurbs: [
    '{hero} rents the cheapest cottage in {place}. The previous tenants left in a hurry, and left the radio on.',
    'Every night at 3:07 there are nine knocks at the door, and every night one more neighbour answers.',
    'The orchard at {place} has not borne fruit in forty years. This autumn it has.',
  ],
  heroes: ['Hazel Crane', 'Owen Pryor', 'Father Mallory', 'Ada Finch'],
  allies: [
    'the landlady, Mrs. Gorse',
    'a boy who never gives his name',
    'the village constable',
    'her sister Bea',
  ],
  places: ['Wickham Lane', 'the parish of Low Ashby', 'the old orchard', 'the marsh cottages'],
  chapterTitles: ['The Cheap Cottage', 'Static', 'The Third Knock', 'Fruit', 'The Choir'],
  paragraphs: [
    'The cottage on {place} was cheap for a reason nobody would say aloud. {hero} found the reason on the first night: a radio in the kitchen, unplugged, murmuring the shipping forecast in a voice that paused now and then, as if listening for a reply.',
    '{ally} came by with a casserole and would not step over the threshold. “Just leave the back door shut after dark,” came the advice, delivered to the doormat. “It doesn’t matter if you hear someone you know out there. Especially if you hear someone you know.”',
    'At 3:07 the knocking began. Nine knocks, evenly spaced, patient as a clock. {hero} lay rigid under the blankets and counted, and after the ninth there was a long breath of silence, and then, very softly, the sound of someone trying the handle.',
    'In the morning there were footprints in the frost leading up to the back door. They did not lead away. {hero} followed them round the house twice, then stood in the garden looking at the kitchen window until it became impossible to pretend the shape behind the glass was a coat on a hook.',
    'The orchard had not fruited in forty years, the parish records said. Now every branch hung heavy with small pale apples that smelled of candle wax. The birds would not touch them. {hero} picked one and cut it open and did not sleep again for two days.',
    'They sang in the church after midnight, voices thin and sweet as a boys’ choir, though the parish had not had one since the war. {hero} stood at the lychgate with {ally}, neither of them willing to go closer, and listened as the hymn slowly, carefully, began to include their names.',
  ],
};

export const romanceProse: GenreProse = {
  titles: [
    'The Duelist’s Heart',
    'Letters from the Vineyard',
    'A Season in Belmora',
    'The Fencing Master’s Rival',
    'Starlight over Marisol',
    'The Bookbinder’s Promise',
    'Two Tickets to Lisbon',
    'The Wedding Crasher’s Guide to Falling',
  ],
  blurbs: [
    '{hero} needs a fencing partner for the regional championship. The only one good enough is {ally}, who once beat her in eleven seconds.',
    'A summer job at a vineyard in {place}, a stack of unsent letters and one very inconvenient neighbour.',
    '{hero} has a rule about never falling for a client. {ally} has a rule about breaking rules.',
  ],
  heroes: ['Lucia Marín', 'Imogen Hale', 'Camille Duret', 'Rosa Albescu'],
  allies: ['Gabriel Sorensen', 'the vintner’s son, Mateo', 'a rival named Jules', 'Ezra Calloway'],
  places: [
    'Belmora',
    'a vineyard above Marisol',
    'the old quarter of Lisbon',
    'the fencing hall on Vine Street',
  ],
  chapterTitles: ['En Garde', 'The Vineyard', 'An Inconvenient Neighbour', 'Lisbon', 'The Final Bout'],
  paragraphs: [
    'The fencing hall smelled of floor polish and old sweat and, underneath, the faint metallic tang that {hero} had loved since she was nine. She was halfway through her warm-up when the door swung open and {ally} walked in as if he owned the place, which, as of that morning, he apparently did.',
    '“Eleven seconds,” he said, by way of greeting. “I still think about it.” She said she did not. It was a lie, and from the small crease at the corner of his mouth he knew it was a lie, and that was somehow the most annoying part of the whole morning.',
    'The vineyard at {place} ran down the hillside in green stripes, and every evening the light turned the leaves to gold for exactly nine minutes. {hero} started timing her walks to catch it. She told herself it had nothing to do with who else tended to be walking the same row.',
    'The letters were in a biscuit tin under the bed: forty-three of them, never sent, addressed in a careful looping hand to someone only ever called “you”. {hero} read the first one standing up and the rest sitting on the floor, and by the end she was no longer sure whether they were meant for her.',
    'They argued about everything: footwork, coffee, whether the river was more beautiful at dawn or dusk. {ally} argued the way he fenced, all patience and sudden brilliance, and {hero} found herself losing on purpose just to hear how he would explain why he had won.',
    'On the night of the final bout the hall was full and the lights were too bright and her hands would not stop shaking. Then {ally} caught her eye from the far end of the piste and raised his blade in a salute that was not, strictly speaking, in the rules, and her hands went still.',
  ],
};
