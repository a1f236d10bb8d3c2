/**
 * The acts and beats of each demo Story Structure template, by template name: each one is the
 * structure its name and description promise (three acts for the quest, seventeen stages for the
 * annotated journey, twelve scenes for the heist...). A test holds them to the counts stated.
 */

type Beat = { title: string; notes: string };
type Act = { title: string; notes: string; beats: Beat[] };
const act = (title: string, notes: string, beats: Array<[string, string]>): Act => ({
  title,
  notes,
  beats: beats.map(([t, n]) => ({ title: t, notes: n })),
});

export const DEMO_STRUCTURES: Record<string, Act[]> = {
  'Three-Act Quest': [
    act('Act I: The Call', 'Establish the ordinary world and what the hero of the quest stands to lose.', [
      ['Ordinary world', 'Show the hero at home, competent and restless.'],
      ['The call', 'A message, a stranger or a disaster demands a journey.'],
      ['Refusal', 'The hero names the cost and hesitates.'],
      ['Crossing the threshold', 'A point of no return: the gate closes behind them.'],
    ]),
    act('Act II: The Ordeal', 'Tests, allies and enemies; the stakes rise until everything is lost.', [
      ['Tests and allies', 'Three small trials, each teaching a skill needed later.'],
      ['Midpoint reversal', 'The goal of the quest turns out to be something else entirely.'],
      ['The ordeal', 'The hero faces death, literal or symbolic.'],
      ['All is lost', 'The mentor falls or the map burns.'],
    ]),
    act('Act III: The Return', 'The hero comes back changed, with something to give.', [
      ['The road back', 'Pursuit: the world the hero left does not let go easily.'],
      ['Resurrection', 'A final test that uses every lesson.'],
      ['Return with the elixir', 'Home again, and home is changed too.'],
    ]),
  ],
  'Hero’s Journey, Annotated': [
    act('Departure', "The hero's journey begins: five stages. Skip none of them in a first draft.", [
      ['The call to adventure', 'Something breaks the routine. Skip it only if the story opens mid-flight.'],
      ['Refusal of the call', 'Fear or duty says no. Skip it for a hero who has waited all their life.'],
      ['Supernatural aid', 'A mentor, a charm, a map. Skip it when self-reliance is the theme.'],
      ['Crossing the first threshold', 'The known world ends here. Never skip it: readers need the door.'],
      [
        'Belly of the whale',
        'The hero is swallowed by the new world. Fold it into the threshold if pace matters.',
      ],
    ]),
    act('Initiation', 'Six stages of trial and change; the heart of the journey.', [
      ['The road of trials', 'A series of tests, mostly failed at first.'],
      ['Meeting with the goddess', 'Unconditional love or belief. Skip it in a cynical story.'],
      ['Temptation', 'Something offers a way off the road. Skip it if the trials already tempt.'],
      ['Atonement with the father', 'Facing whoever holds power over the hero. Rarely skippable.'],
      ['Apotheosis', 'A new understanding. Skip it only for a tragedy.'],
      ['The ultimate boon', 'The goal is won, or seems to be.'],
    ]),
    act('Return', 'Six stages home; the part most drafts rush.', [
      ['Refusal of the return', 'Why go back? Skip it if home is in danger.'],
      ['The magic flight', 'Escape with the boon, often pursued.'],
      ['Rescue from without', 'Others save the hero. Skip it for a lone-wolf ending.'],
      ['Crossing the return threshold', 'Bringing the boon into ordinary life, where nobody believes it.'],
      ['Master of two worlds', 'At ease in both. Skip it for a bittersweet ending.'],
      ['Freedom to live', 'No fear of death, no regret. The last image.'],
    ]),
  ],
  'Seven-Point Mystery': [
    act(
      'Setup',
      'Fair play starts here: every clue the reader needs to solve the mystery appears on the page.',
      [
        ['Hook', 'A body, a theft or an impossible event on page one.'],
        ['Plot turn 1', 'The detective is drawn in and cannot walk away.'],
        ['Pinch point 1', 'The culprit strikes again, closer; a clue is planted in plain sight.'],
      ],
    ),
    act('Investigation', 'Alternate discovery and setback.', [
      ['Midpoint', 'The detective stops reacting and starts hunting; the obvious suspect is cleared.'],
      ['Pinch point 2', 'Everything seems lost: the false solution is accepted by everyone else.'],
    ]),
    act(
      'Resolution',
      'Fair-play reveal checklist: the culprit appeared early; every clue was shown; no twin, no poison unknown to science; the detective knew nothing the reader did not.',
      [
        ['Plot turn 2', 'The last clue falls into place.'],
        ['Resolution', 'The reveal: walk back through the planted clues, surprising and inevitable.'],
      ],
    ),
  ],
  'Slow-Burn Romance Beats': [
    act('Strangers', 'Chemistry and friction in equal measure; the romance must burn slowly.', [
      ['Meet-cute', 'The first meeting goes memorably wrong.'],
      ['Bad first impression', 'Each decides the other is impossible.'],
      ['Forced proximity', 'A job, a journey or a flat share keeps them together.'],
      ['Reluctant respect', 'One sees the other do something decent.'],
      ['Shared secret', 'They know something nobody else does.'],
    ]),
    act('Friends', 'Let the reader want it long before the characters admit it.', [
      ['Inside joke', 'A phrase only they understand.'],
      ['Jealousy', 'A rival appears; neither says why it stings.'],
      ['Vulnerable night', 'Honesty in the dark, nothing more.'],
      ['Almost kiss', 'Interrupted, or refused for a good reason.'],
      ['Denial', 'Both insist it is friendship, too loudly.'],
    ]),
    act('Falling', 'The serial middle: every chapter moves them a step, never two.', [
      ['First kiss', 'Earned across fifteen chapters of waiting.'],
      ['Honeymoon', 'A few chapters of joy the reader will remember.'],
      ['The wound', 'Each reveals why love frightens them.'],
      ['Outside pressure', 'Family, work or duty pulls them apart.'],
      ['The secret out', 'The thing one hid comes out at the worst time.'],
    ]),
    act('Together', 'Earn the ending.', [
      ['The break', 'They part, for reasons that make sense.'],
      ['Alone', 'Each lives without the other and learns what it costs.'],
      ['Realisation', 'One sees what must change, in themselves.'],
      ['Grand gesture', 'Proof of change, not just of feeling.'],
      ['Happy ever after', 'A future both can live with.'],
    ]),
  ],
  'Horror in Five Knocks': [
    act('First knock: Unease', 'Normality with one wrong detail; the dread starts small.', [
      ['The wrong detail', 'A sound, a smell, a door that was shut.'],
      ['Dismissal', 'Everyone explains it away.'],
    ]),
    act('Second knock: Intrusion', 'The thing gets in.', [
      ['Something answers', 'A knock returned from inside the wall.'],
      ['Proof', 'A photograph, a recording, a footprint that cannot be explained.'],
    ]),
    act('Third knock: Isolation', 'Help goes away.', [
      ['Cut off', 'Phones, roads or friends fail.'],
      ['Alone with it', 'The night nobody comes.'],
    ]),
    act('Fourth knock: Revelation', 'What it wants, and why them.', [
      ['The history', 'The house, the family or the town has done this before.'],
      ['The price', 'It can be stopped, at a cost someone must pay.'],
    ]),
    act('Fifth knock: Aftermath', 'Survival has a price.', [
      ['The stand', 'Face it with what is left.'],
      ['The last knock', 'One more sound after the end.'],
    ]),
  ],
  'Serial Cliffhanger Planner': [
    act(
      'Opening weeks',
      'Each weekly chapter ends on a question; the cliffhanger type is named in the notes.',
      [
        ['Week 1: The stranger', 'Cliffhanger: a reveal. The stranger knows the heroine’s real name.'],
        [
          'Week 2: The offer',
          'Cliffhanger: a choice. Accept, and lose her home; refuse, and lose her brother.',
        ],
        ['Week 3: The first job', 'Cliffhanger: danger. The floor gives way.'],
        ['Week 4: The debt', 'Cliffhanger: a betrayal. The ally was paid to bring her in.'],
      ],
    ),
    act('Middle weeks', 'Vary the hooks: never two reveals in a row.', [
      ['Week 5: On the run', 'Cliffhanger: a deadline. Dawn, or the hostage dies.'],
      ['Week 6: The safe house', 'Cliffhanger: an arrival. Someone knocks who should be dead.'],
      ['Week 7: Old friends', 'Cliffhanger: a reveal. The villain is family.'],
      ['Week 8: The plan', 'Cliffhanger: a question. Whose side is the narrator on?'],
    ]),
    act('Season finale', 'Close the season’s question and open the next one in the last line.', [
      ['Week 9: The trap', 'Cliffhanger: danger, everyone at once.'],
      ['Week 10: The reckoning', 'Resolve the debt; end on a door opening onto next season.'],
    ]),
  ],
  'Heist Blueprint': [
    act('The Crew', 'Who, and why this heist.', [
      ['Scene 1: The mark', 'The target, and why it cannot be robbed.'],
      ['Scene 2: The mastermind', 'Someone with a reason that is not the money.'],
      ['Scene 3: Recruiting', 'One specialist per impossible problem, each with a grudge.'],
    ]),
    act('The Plan', 'Show the plan, or hide it; never both.', [
      ['Scene 4: The walkthrough', 'The plan on the table, with the one step nobody likes.'],
      ['Scene 5: Rehearsal', 'It goes wrong in practice; a weakness is exposed.'],
      ['Scene 6: Going in', 'Disguises on; the clock starts.'],
    ]),
    act('The Complication', 'The plan meets the world.', [
      ['Scene 7: The surprise', 'A new guard, a changed vault, an early arrival.'],
      ['Scene 8: Improvise', 'The crew splits to save the job.'],
      ['Scene 9: Caught', 'One of them is taken, or seems to be.'],
    ]),
    act('The Reversal', 'The caper’s twist was set up in scene 4.', [
      ['Scene 10: The double-cross', 'Someone was working another angle all along.'],
      ['Scene 11: The real plan', 'Reveal what the walkthrough left out.'],
      ['Scene 12: The getaway', 'Everyone paid, except the one who deserved nothing.'],
    ]),
  ],
};
