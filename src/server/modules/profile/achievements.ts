import type { Achievement } from '@common/schemas/profile';

/** SPEC section 4 thresholds. */
export const ACHIEVEMENT_TARGETS = {
  firstStory: 1,
  worldBuilder: 1,
  characterMaster: 10,
  storyWeaver: 5,
  communityStar: 50,
} as const;

/** What the achievements are computed from (see ProfileCounts). */
export type AchievementFacts = {
  storiesCount: number;
  worldsCount: number;
  charactersCount: number;
  completeStories: number;
  fiveStarReviews: number;
};

const counted = (current: number, target: number) => ({
  earned: current >= target,
  progress: { current: Math.min(current, target), target },
});

/**
 * The six achievements of SPEC section 4, in its order. Collaborator is never earned (as the
 * spec says). Community Star counts five-star reviews of the user or of their stories, worlds
 * and templates (docs/decisions.md).
 */
export function computeAchievements(f: AchievementFacts): Achievement[] {
  const t = ACHIEVEMENT_TARGETS;
  return [
    {
      id: 'first-story',
      name: 'First Story',
      description: 'Create your first story',
      ...counted(f.storiesCount, t.firstStory),
    },
    {
      id: 'collaborator',
      name: 'Collaborator',
      description: 'Join a collaborative story',
      earned: false,
      progress: null,
    },
    {
      id: 'world-builder',
      name: 'World Builder',
      description: 'Build your first world',
      ...counted(f.worldsCount, t.worldBuilder),
    },
    {
      id: 'character-master',
      name: 'Character Master',
      description: `Create ${t.characterMaster} characters`,
      ...counted(f.charactersCount, t.characterMaster),
    },
    {
      id: 'story-weaver',
      name: 'Story Weaver',
      description: `Complete ${t.storyWeaver} stories`,
      ...counted(f.completeStories, t.storyWeaver),
    },
    {
      id: 'community-star',
      name: 'Community Star',
      description: `Receive ${t.communityStar} five-star reviews`,
      ...counted(f.fiveStarReviews, t.communityStar),
    },
  ];
}
