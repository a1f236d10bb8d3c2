import { describe, expect, it } from 'vitest';
import { bestMatch, nameFit, worldEntries } from './name-match';

describe('matching a found name to what the story has', () => {
  it("finds 'Lady Isolde Maren' from 'Isolde', allows a typo, and refuses a different person", () => {
    expect(nameFit('Isolde', 'Lady Isolde Maren')).toBe(0.5);
    expect(nameFit('Isolda Maren', 'Lady Isolde Maren')).toBe(1);
    expect(nameFit('Isolde Crane', 'Lady Isolde Maren')).toBe(0);
    expect(nameFit('Bram', 'Brand')).toBe(0);
  });

  it('matches people to characters and places to the world’s list lines, never across', () => {
    const worldId = '00000000-0000-4000-8000-000000000001';
    const targets = [
      {
        type: 'character' as const,
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Lady Isolde Maren',
        kind: 'Person' as const,
      },
      ...worldEntries(worldId, {
        geography: 'Old roads everywhere.\n- Greyhold Keep: the fortress on the fen\n- Vellmarch',
        cultures: '- The Silver Hand: smugglers',
      }),
    ];
    expect(bestMatch('Isolde', 'Person', targets)?.name).toBe('Lady Isolde Maren');
    expect(bestMatch('Greyhold', 'Place', targets)).toEqual({
      type: 'world',
      id: worldId,
      name: 'Greyhold Keep',
    });
    expect(bestMatch('Silver Hand', 'Faction', targets)?.name).toBe('The Silver Hand');
    expect(bestMatch('Vellmarch', 'Person', targets)).toBeNull();
    expect(bestMatch('Old roads everywhere', 'Place', targets)).toBeNull();
  });
});
