import { describe, expect, it } from 'vitest';
import { COLLABORATOR_ROLES } from './constants';
import { rightsOfRole, roleRightsInWords, STORY_RIGHTS, STORY_ROLE_RIGHTS } from './story-roles';

describe('story roles', () => {
  it('has a row for the owner and for every collaborator role the database accepts', () => {
    expect(Object.keys(STORY_ROLE_RIGHTS).sort()).toEqual(['Owner', ...COLLABORATOR_ROLES].sort());
    expect(STORY_RIGHTS.every((right) => STORY_ROLE_RIGHTS.Owner[right])).toBe(true);
  });

  it('gives a Beta Reader the drafts to read and nothing to change', () => {
    expect(STORY_RIGHTS.filter((right) => STORY_ROLE_RIGHTS['Beta Reader'][right])).toEqual(['readDrafts']);
    expect(roleRightsInWords('Beta Reader').cannot).toContain(
      'Cannot change any text: the writing room is read-only',
    );
  });

  it('gives an unknown role name no rights at all', () => {
    expect(STORY_RIGHTS.some((right) => rightsOfRole('Admin')[right])).toBe(false);
    expect(STORY_RIGHTS.some((right) => rightsOfRole('__proto__')[right])).toBe(false);
  });

  it('says every right of every role once, as something it can or cannot do', () => {
    for (const role of Object.keys(STORY_ROLE_RIGHTS) as (keyof typeof STORY_ROLE_RIGHTS)[]) {
      const { can, cannot } = roleRightsInWords(role);
      expect(can.length + cannot.length).toBe(STORY_RIGHTS.length);
    }
  });
});
