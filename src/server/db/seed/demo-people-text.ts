/** Hand-written pieces the demo seed combines into characters, comments, reviews and aliases. */

export const CHARACTER_FIRST_NAMES = [
  'Aldous',
  'Briar',
  'Cassia',
  'Dunstan',
  'Eira',
  'Fenwick',
  'Galen',
  'Hester',
  'Ivo',
  'Juniper',
  'Kestrel',
  'Lorcan',
  'Mireille',
  'Nell',
  'Oswin',
  'Perpetua',
  'Rook',
  'Saoirse',
  'Tobin',
  'Una',
];
export const CHARACTER_SURNAMES = [
  'Blackwood',
  'Caskey',
  'Dunmore',
  'Everhart',
  'Fairweather',
  'Grimsby',
  'Holloway',
  'Inchcape',
  'Larkspur',
  'Marchbank',
  'Nightingale',
  'Ormsby',
];
export const CHARACTER_ROLES = [
  'A disgraced knight who still polishes armour she is no longer allowed to wear.',
  'A ship’s cook who knows every secret on board and trades them for spices.',
  'A court archivist with a perfect memory and a habit of editing the records.',
  'A smuggler turned lighthouse keeper, keeping watch for old partners.',
  'A young cartographer who maps places before they exist.',
  'A retired detective who solves cases from a garden bench.',
  'A hedge-witch who charges in stories rather than coin.',
  'A station engineer who talks to machines and suspects they answer.',
  'A travelling bookbinder carrying one book she will not sell.',
  'A duelist who has never lost and is tired of winning.',
];
export const CHARACTER_TRAITS = [
  'loyal',
  'stubborn',
  'curious',
  'sardonic',
  'gentle',
  'reckless',
  'patient',
  'secretive',
  'brave',
  'vain',
  'witty',
  'melancholy',
  'generous',
  'ambitious',
  'superstitious',
  'kind',
];
export const CHARACTER_BACKGROUNDS = [
  'Raised in a border town that changed hands four times before they were twelve.',
  'The youngest of seven in a family of fishermen, and the only one who cannot swim.',
  'Trained at a famous academy and expelled in the final year for reasons never explained.',
  'Grew up backstage in a travelling theatre and still thinks in cues.',
  'Survived a shipwreck as a child and kept the compass that saved them.',
  'Apprenticed to a clockmaker who disappeared and left the shop in their name.',
];
export const SPEAKING_STYLES = [
  'Clipped and formal',
  'Warm, rambling, full of proverbs',
  'Quiet; chooses every word',
  'Fast and funny',
  'Old-fashioned and courtly',
  'Blunt to the point of rudeness',
  'Lyrical, slightly theatrical',
];
export const VOICE_PATTERNS = [
  'Answers questions with questions.',
  'Never uses contractions.',
  'Swears by obscure saints.',
  'Trails off mid-sentence when thinking.',
  'Calls everyone by a nickname.',
  'Counts under their breath when nervous.',
];

export const COMMENT_TEXTS = [
  'That last line gave me chills. Reading the next chapter right now.',
  'The atmosphere in this one is incredible; I could smell the salt.',
  'I love how the side characters feel like they have their own lives.',
  'Okay, I did not see that twist coming at all.',
  'The pacing in the middle dragged a little for me, but the ending made up for it.',
  'Bookmarked. This is exactly what I have been looking for.',
  'Please tell me there is going to be a sequel.',
  'The dialogue is so natural. Every voice is distinct.',
  'I read this in one sitting and now it is 2 a.m.',
  'The world-building is subtle and rich without info-dumping. Well done.',
];
export const REPLY_TEXTS = [
  'Thank you so much! The next chapter is nearly done.',
  'Same here, I had to put it down and walk around for a minute.',
  'Agreed, the middle section is where I skimmed too.',
  'The author said on their profile that a sequel is planned!',
  'That twist is foreshadowed in chapter one, go back and look.',
];
export const REVIEW_TEXTS = [
  'Assured, atmospheric writing with a cast I would follow anywhere.',
  'A promising start; the second half needs tightening, but the voice is strong.',
  'Beautifully paced. I finished it in a day and immediately started again.',
  'Clever structure and a satisfying ending. Highly recommended.',
  'Not quite my genre, but I admired the craft throughout.',
  'Generous, thoughtful collaborator and a joy to write alongside.',
  'Exactly what it says on the tin, and very well made.',
  'Useful and well organised; saved me hours of planning.',
];
export const ALIAS_SUFFIXES = ['quill', 'ink', 'scribe', 'tales', 'pen', 'pages', 'lore'];
