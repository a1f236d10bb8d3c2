import type { COLLABORATOR_ROLES } from '@common/constants';

/** A role a collaborator can be given (Collaborator, Co-Author, Editor, Beta Reader). */
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
