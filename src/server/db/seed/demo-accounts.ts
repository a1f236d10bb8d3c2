import type { Tier } from '@common/constants';

/**
 * The demo community's sign-ins. Every demo account is e-mail-verified and signs in with
 * DEMO_PASSWORD; the README lists them from here. Exactly one is an admin.
 */
export const DEMO_PASSWORD = 'inkforge-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.inkforge.local';

export type DemoAccount = {
  username: string;
  email: string;
  tier: Tier;
  isAdmin: boolean;
  bio: string;
};

const account = (username: string, tier: Tier, bio: string, isAdmin = false): DemoAccount => ({
  username,
  email: `${username}@${DEMO_EMAIL_DOMAIN}`,
  tier,
  isAdmin,
  bio,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'Master Weaver', 'Keeper of the forge. Ask me about anything that looks broken.', true),
  account('aria', 'Master Weaver', 'Epic fantasy in long, slow-burning arcs. Maps first, plot second.'),
  account('bram', 'Worldsmith', 'Former cartographer. I build worlds so other people can get lost in them.'),
  account('celeste', 'Chronicler', 'Space opera, found families and ships with opinions.'),
  account('dorian', 'Free', 'Writing my first novel one lunch break at a time.'),
  account('elowen', 'Worldsmith', 'Folklore, fae bargains and the price of a name.'),
  account('finn', 'Chronicler', 'Mysteries with fair clues. If you guess the ending, I owe you a coffee.'),
  account('greta', 'Free', 'Historical fiction: the small lives inside big years.'),
  account('hugo', 'Master Weaver', 'Horror that stays with you on the walk home.'),
  account('isolde', 'Chronicler', 'Romance, preferably with swords.'),
  account('jasper', 'Free', 'Adventure serials. Cliffhangers are a promise, not a threat.'),
  account('kira', 'Worldsmith', 'Hard science fiction and softer hearts.'),
  account('lucian', 'Chronicler', 'Gothic tales, candlelight and unreliable narrators.'),
  account('maren', 'Free', 'Modern literary fiction set in small coastal towns.'),
  account('nico', 'Free', 'Trying a bit of every genre until one sticks.'),
  account(
    'ophelia',
    'Patron of the Arts',
    'I fund the stories I want to exist. Currently: more sea monsters.',
  ),
  account('piet', 'Audience Member', 'Commuter reader. One chapter per train ride.'),
  account('quinn', 'Story Connoisseur', 'Reviewer at heart. I read the acknowledgements too.'),
  account('rosalind', 'Patron of the Arts', 'Book club host and patron of new voices.'),
  account('soren', 'Audience Member', 'Mostly here for the horror tag.'),
  account('thea', 'Story Connoisseur', 'Reading challenge: one story from every genre each month.'),
  account('ulric', 'Audience Member', 'Retired teacher, lifelong reader of sea stories.'),
  account('vesna', 'Patron of the Arts', 'Collector of first chapters and lost endings.'),
  account('wren', 'Story Connoisseur', 'Cosy mysteries and a pot of tea.'),
  account('yara', 'Audience Member', 'New here! Recommendations welcome.'),
];

/** The demo sign-ins as the README lists them: e-mail, tier and whether the account is an admin. */
export const DEMO_SIGN_INS = DEMO_ACCOUNTS.map(({ email, tier, isAdmin }) => ({ email, tier, isAdmin }));
