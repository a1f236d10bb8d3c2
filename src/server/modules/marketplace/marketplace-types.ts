import type { z } from 'zod';
import type { templateCardViewerSchema, templateViewerSchema } from '@common/schemas/marketplace';

export type TemplateCardViewer = z.infer<typeof templateCardViewerSchema>;
export type TemplateViewer = z.infer<typeof templateViewerSchema>;

/**
 * What the marketplace needs to know about acquisitions (downloads and purchases, kept by the
 * acquisitions code): refunded acquisitions do not count.
 */
export type AcquisitionsLookup = {
  /** The ids among `templateIds` the user has acquired. */
  acquiredAmong(userId: string, templateIds: string[]): Promise<Set<string>>;
  /** Whether anyone has bought (paid for) the template; such a template may not be deleted. */
  hasBuyers(templateId: string): Promise<boolean>;
  /** Everyone who holds the template (to notify of a new version). */
  holderIds(templateId: string): Promise<string[]>;
};
