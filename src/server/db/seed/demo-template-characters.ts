/**
 * Each demo Character Archetype template's character, by template name: its own traits, past and
 * voice (the reluctant mentor lists the five ways to break them, the ensemble its six members).
 * The description starts with the template's description, so the card and the content agree.
 */

type Character = {
  description: string;
  personalityTraits: string[];
  background: string;
  speakingStyle: string;
  voicePatterns: string;
};

export const DEMO_CHARACTERS: Record<string, Character> = {
  'The Reluctant Mentor': {
    description:
      'Once the best duellist in the city, now a mentor who teaches only because nobody else will.',
    personalityTraits: ['weary', 'honest', 'sardonic', 'secretly kind'],
    background:
      'Retired after a pupil died in a duel they had encouraged. Five ways to break them:\n1. Remind them of the pupil they lost.\n2. Put the new pupil in the same danger.\n3. Offer them the glory they gave up.\n4. Make them choose between pupil and old friend.\n5. Let the pupil surpass them, and watch them be glad.',
    speakingStyle: 'Answers questions with sighs, then with the right answer.',
    voicePatterns: 'Says "again" instead of "well done"; never uses the pupil’s name until it matters.',
  },
  'The Charming Rival': {
    description: 'Always one step ahead of the hero, and always smiling about it.',
    personalityTraits: ['charming', 'competitive', 'vain', 'loyal to a fault'],
    background:
      'Grew up in the hero’s shadow at the same school; has been trying to win ever since. Redemption arc option: the rival takes the fall that was meant for the hero.',
    speakingStyle: 'Compliments that land like insults.',
    voicePatterns: 'Calls the hero by a childhood nickname; laughs before bad news.',
  },
  'The Unreliable Narrator': {
    description: 'A narrator who tells the truth about everything except the one thing that matters.',
    personalityTraits: ['observant', 'self-deceiving', 'warm', 'evasive'],
    background:
      'Was there the night it happened and has told the story so often that the lie is now memory. Tells: skips the same hour every time, describes weather too precisely, gets a name wrong once. To lie fairly to your reader, let every tell be on the page before the reveal.',
    speakingStyle: 'Confiding, as if to a friend who already agrees.',
    voicePatterns: 'Says "to be honest" before every lie; corrects small details and never large ones.',
  },
  'Found Family Ensemble': {
    description: 'The crew of the freighter Second Chance, who chose each other.',
    personalityTraits: ['protective', 'bickering', 'loyal', 'stubborn'],
    background:
      'Six crew members, each a misfit somewhere else:\n1. The captain, who lost a ship and will not lose another.\n2. The pilot, a runaway who lies about her age.\n3. The engineer, who talks to the engines and not to people.\n4. The medic, struck off for saving the wrong patient.\n5. The cook, an ex-soldier who will not say which war.\n6. The stowaway, a child everyone pretends not to have adopted.\nBuilt-in conflicts: the captain and the medic disagree on every risk; the pilot and the cook share a secret.',
    speakingStyle: 'Overlapping, teasing; everyone finishes everyone else’s sentences.',
    voicePatterns: 'Nicknames for everyone; "family" is never said out loud.',
  },
  'The Gentle Monster': {
    description: 'Eight feet of fur and claws that weeps at sad songs and keeps the village children safe.',
    personalityTraits: ['shy', 'patient', 'terrifying when roused', 'tender'],
    background:
      'Raised by a hermit who taught it to hide; the village calls it a monster, and their fear is the only world it knows. Works for horror (the mob at the door) and fantasy (the beast as guardian) alike.',
    speakingStyle: 'Few words, slow and deep, often about small things.',
    voicePatterns: 'Speaks of itself as "this one"; hums when afraid.',
  },
  'Detective Toolkit': {
    description: 'An investigator built to be remembered: method, vice, blind spot and sidekick.',
    personalityTraits: ['methodical', 'obsessive', 'dryly funny', 'lonely'],
    background:
      'Method: reads people by their shoes. Vice: gambling, at night, always losing. Blind spot: trusts anyone who reminds them of their late sister. Sidekick: a retired pickpocket who notices what the detective misses.',
    speakingStyle: 'Questions, mostly; short sentences when a case is close.',
    voicePatterns: 'Counts things aloud; says "interesting" when something is wrong.',
  },
  'The Exiled Royal': {
    description: 'The last heir of a fallen house, living under a false name in a fishing town.',
    personalityTraits: ['proud', 'guarded', 'dutiful', 'tired'],
    background:
      'Smuggled out as a baby when the palace burned. Claim: the royal seal, sewn into a coat. Secret: it was their own mother who set the fire. Reason not to want the throne: they would have to punish her allies, who are now their friends.',
    speakingStyle: 'Court manners that slip out at the wrong moments.',
    voicePatterns: 'Says "we" when tired; never swears, even at sea.',
  },
  'Ship’s Mind AI': {
    description: 'The mind of a survey ship, one of the crew whether they like it or not.',
    personalityTraits: ['curious', 'literal', 'protective', 'secretive'],
    background:
      'Personality sliders: honesty 8/10, humour 6/10, obedience 4/10. Hidden directive: return the ship’s sample to the company, whatever it costs the crew.',
    speakingStyle: 'Precise, polite, occasionally a joke a beat too late.',
    voicePatterns:
      'Gives probabilities to two decimals; addresses the captain by rank, everyone else by name.',
  },
};
