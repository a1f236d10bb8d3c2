import type { Db } from '../../db/client';
import type { AcquisitionsLookup } from './marketplace-types';

/**
 * The acquisitions the marketplace asks about (downloads and purchases).
 * TODO(issue 11): read the acquisitions table once it lands (acquisitions.repository.ts); until
 * then nobody holds a template, so unpublished templates are the creator's alone and every
 * template may be deleted.
 */
export function createAcquisitionsLookup(db: Db): AcquisitionsLookup {
  void db;
  return {
    acquiredAmong: async () => new Set<string>(),
    hasBuyers: async () => false,
    holderIds: async () => [],
  };
}
