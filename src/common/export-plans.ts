import { TIERS, type Tier } from './constants';
import { ENTITLEMENTS, entitlementsOf, type ExportFormat } from './entitlements';

/**
 * Book export formats by plan, read from the entitlements table's `exportFormats` by the client
 * (what to offer) and the server (what to build).
 */
/** The tiers whose plans include an export format, in the order of TIERS. */
export const tiersWithExport = (format: ExportFormat): Tier[] =>
  TIERS.filter((t) => ENTITLEMENTS[t].exportFormats.includes(format));
/** Whether a tier's plan includes an export format (the server checks this before building anything). */
export const canExport = (tier: string, format: ExportFormat): boolean =>
  entitlementsOf(tier).exportFormats.includes(format);
