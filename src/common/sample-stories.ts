/**
 * The three built-in sample stories (SPEC section 2, "Sample story page"): shown on the landing
 * page and at /sample-story/{id}. They are part of the app, not of the database, so a visitor
 * can read them on a fresh install; they live in common because the server renders their pages
 * for crawlers too. Paragraphs of `description` are separated by blank lines.
 */
export type SampleStory = {
  id: number;
  title: string;
  author: string;
  genre: string;
  /** Average rating out of 5. */
  rating: number;
  views: number;
  /** The opening line, shown as a quotation. */
  excerpt: string;
  /** The blurb; split into paragraphs on blank lines. */
  description: string;
};

export const SAMPLE_STORIES: readonly SampleStory[] = [
  {
    id: 1,
    title: "The Emberwright's Daughter",
    author: 'Maren Calloway',
    genre: 'Fantasy',
    rating: 4.8,
    views: 12847,
    excerpt:
      'Every blade my mother forged remembered the hand that struck it. The last one she made remembered her death.',
    description: `In the mountain city of Vael Orrin, emberwrights bind memory into steel. A sword from their anvils knows its wielder's fears; a ploughshare remembers every harvest it has turned. Ysolde Hart has spent seventeen years sweeping her mother's forge floor and has never once been allowed to lift the hammer.

Then her mother is found dead beside a half-quenched blade, and the blade will not stop whispering. It names a guild master, a royal commission, and a fire that should never have been lit beneath the mountain.

To learn what the steel saw, Ysolde must finish the forging her mother began, and every stroke binds a little more of her own memory into the metal. By the time the blade is done, she may no longer remember why she picked up the hammer at all.`,
  },
  {
    id: 2,
    title: 'Signal from the Drowned Moon',
    author: 'Idris Okafor-Vale',
    genre: 'Sci-Fi',
    rating: 4.6,
    views: 9312,
    excerpt: 'The message was forty thousand years old, and it was addressed to me by name.',
    description: `Salvage pilot Teo Marchetti makes a living hauling wrecks out of the ice oceans of Kessler's Moon, a frozen world the colonial charts list as uninhabited and unremarkable. On a routine dive beneath the southern shelf, his sonar catches a structure that is neither wreck nor rock, and a transmission that repeats his own voice.

The corporation that owns his debt wants the find sealed. The moon's three hundred settlers want to know why the tides have started running backwards. And the signal, patient as the ice, keeps counting down.

A slow-burning first-contact mystery about debt, distance, and the things we leave behind for whoever comes next.`,
  },
  {
    id: 3,
    title: 'The Lantern House on Pell Street',
    author: 'Odile Ashgrove',
    genre: 'Mystery',
    rating: 4.7,
    views: 7586,
    excerpt:
      'No one had lived at number nineteen for thirty years, yet every night at a quarter past eleven, someone lit the lamp in the top window.',
    description: `Archivist Harriet Quill comes to the fog-bound port of Greymouth to catalogue the papers of a shipping family that no longer exists. She rents a room across the street from the Lantern House, the town's favourite ghost story, and promises herself she will not look at the window.

She looks. On the third night the lamp spells out a word in the old harbour signal code, a word that appears, circled in red ink, in a ledger she unpacked that very afternoon.

With a retired lighthouse keeper, a suspicious constable and a cat of uncertain loyalty, Harriet follows a trail of shipping manifests, forged insurance claims and one very old lie back to the night the Pell Street fire was never reported.`,
  },
];

/** The sample story with this id (from the URL), or undefined for anything else. */
export function findSampleStory(id: string | undefined): SampleStory | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return SAMPLE_STORIES.find((story) => story.id === Number(id));
}

/** The description as paragraphs: split on blank lines, trimmed, empties dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
