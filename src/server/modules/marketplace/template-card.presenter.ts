import type { TemplateType } from '@common/constants';
import { derivedDownloadCount, type TemplateCard, type TemplateStatus } from '@common/schemas/marketplace';
import type { TemplateCardRow } from './marketplace.repository';
import { cardViewer, type Caller } from './marketplace.policy';
import { isoString } from '../../http/iso-string';

/** A template's card as the browse lists and the buyer's library show it. */
/** Ratings show to 1 decimal. */
const oneDecimal = (n: number | null): number | null => (n === null ? null : Math.round(Number(n) * 10) / 10);

export function toCard(row: TemplateCardRow, user: Caller, acquired: boolean): TemplateCard {
  const price = Number(row.price);
  const facts = { creatorId: row.creatorId, status: row.status, price, exclusive: row.exclusive };
  return {
    id: row.id,
    name: row.name,
    type: row.type as TemplateType,
    category: row.category,
    description: row.description,
    price,
    isFree: price === 0,
    rating: oneDecimal(row.rating),
    downloads: row.downloads,
    derivedCount: derivedDownloadCount(row.downloads),
    coverImage: row.coverImage,
    creator: { id: row.creatorId, username: row.creatorUsername, profileImage: row.creatorImage },
    status: row.status as TemplateStatus,
    exclusive: row.exclusive,
    createdAt: isoString(row.createdAt),
    viewer: cardViewer(facts, user, acquired),
  };
}
