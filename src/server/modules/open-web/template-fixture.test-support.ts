import type { TemplateCard } from '@common/schemas/marketplace';
import { derivedDownloadCount } from '@common/marketplace-constants';

let n = 0;

/**
 * A published template's card as the API gives it to a guest, for the tests that hold the
 * server-drawn marketplace and template pages to the app's (each call gets its own id and name).
 */
export function templateCard(over: Partial<TemplateCard> = {}): TemplateCard {
  n += 1;
  const downloads = over.downloads ?? 1234;
  const price = over.price ?? 0;
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    name: `Template <${n}>`,
    type: 'Story Structure',
    category: 'Fantasy',
    description: 'Three acts & a twist.',
    rating: 4.25,
    coverImage: '/template-covers/story-structure-1.svg',
    creator: { id: '00000000-0000-4000-8000-000000000099', username: 'mara', profileImage: null },
    status: 'published',
    exclusive: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    viewer: null,
    ...over,
    price,
    isFree: price === 0,
    downloads,
    derivedCount: derivedDownloadCount(downloads),
  };
}
