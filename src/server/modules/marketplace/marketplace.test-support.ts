/** A small valid Story Structure document (two acts of beats), distinct per `title`. */
export const storyStructureContent = (title: string) => ({
  acts: [
    {
      title: `${title}: Act I`,
      notes: 'Set up the crew and the target.',
      beats: [
        { title: 'The offer', notes: 'Someone brings the job.' },
        { title: 'The crew', notes: 'Gather the specialists.' },
      ],
    },
    {
      title: `${title}: Act II`,
      notes: 'It goes wrong.',
      beats: [{ title: 'The double-cross', notes: 'Trust breaks.' }],
    },
  ],
});
