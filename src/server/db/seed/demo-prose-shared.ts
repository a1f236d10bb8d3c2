/**
 * Genre-neutral paragraphs that bridge a story's genre paragraphs, so a demo story of up to five
 * chapters never repeats a paragraph. They use the same {hero}, {ally} and {place} placeholders.
 */
export const BRIDGING_PARAGRAPHS: readonly string[] = [
  'Morning came grey and slow. {hero} sat on the edge of the bed for a long time, turning the events of the night over like a stone in the hand, looking for the side that made sense. There was no such side. There was only the next thing to do, and the thing after that.',
  '“You could still walk away,” said {ally}, not for the first time. It was said kindly, which made it harder to hear. {hero} looked out at the road and thought about it honestly, the way one thinks about jumping from a height, and then shook their head.',
  'They ate standing up, bread and cheese and whatever else was to hand, passing a single knife back and forth. Neither of them mentioned what they had seen. Some things grow larger when you name them, and both of them knew it without having to say so.',
  'Rain set in by the afternoon, the patient kind that does not stop for anyone. {hero} pulled a collar up and kept walking, counting landmarks from memory: the leaning post, the house with the blue door, the place where the path forked and the left-hand way always looked wrong.',
  'That night {hero} wrote everything down, every detail, in the order it had happened. It came to four pages in a cramped hand. Reading it back, the story sounded like someone else’s, too neat and too strange, and the one part that mattered most took up a single line.',
  '{ally} had a way of listening that made people tell more than they meant to. By the time the tea had gone cold, the old woman at the end of the lane had told them about her husband, her son, and a stranger who had asked the very same questions thirty years ago.',
  'There is a kind of quiet that only comes before something changes. {place} had it now: the birds gone still, the light too clear, every sound carrying further than it should. {hero} noticed it the way one notices a held breath in a crowded room, and waited.',
  'It was {ally} who found the mistake, in the end, tracing the timeline with one finger and stopping halfway down the page. “Here,” came the whisper. “This is where it goes wrong. Everything after this is somebody lying to us.” {hero} leaned in to look, and went cold.',
  'Sleep did not come easily. {hero} lay listening to the small sounds of {place} settling for the night and tried to remember the last time anything had been simple. The answer, when it came, was further back than expected, and it hurt a little to find it.',
  'By the time they reached the crossroads the decision had already been made, though neither of them had said it aloud. {hero} took the left-hand road. {ally} followed two steps behind, humming something tuneless and brave, the way people do when they are afraid.',
];
