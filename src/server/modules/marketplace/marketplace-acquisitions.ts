import type { Db } from '../../db/client';
import { createAcquisitionsLookupFromTable } from './acquisitions.repository';
import type { AcquisitionsLookup } from './marketplace-types';

/** The acquisitions the marketplace asks about (downloads and purchases, template_acquisitions). */
export function createAcquisitionsLookup(db: Db): AcquisitionsLookup {
  return createAcquisitionsLookupFromTable(db);
}
