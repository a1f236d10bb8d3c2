import { Eye } from 'lucide-react';
import { TEMPLATE_LICENCE_LABELS, derivedDownloadCount } from '@common/marketplace-constants';
import type { TemplateCard } from '@common/schemas/marketplace';
import { useCurrentUser } from '@client/lib/session';
import { Panel } from '@client/components/ui/panel';
import { FullContent } from '../content/full-content';
import { TemplateCardView } from '../template-card';
import { parsePrice, type TemplateFormValues } from './template-form-values';

/** The upload form's preview: the marketplace card as buyers will see it, and the whole content. */
export function TemplateFormPreview({ values }: { values: TemplateFormValues }) {
  const { user } = useCurrentUser();
  const price = parsePrice(values.price) || 0;
  const card: TemplateCard = {
    id: 'preview',
    name: values.name,
    type: values.type,
    category: values.category || null,
    description: values.description,
    price,
    isFree: price === 0,
    rating: null,
    downloads: 0,
    derivedCount: derivedDownloadCount(0),
    coverImage: values.coverImage,
    creator: { id: user?.id ?? '', username: user?.username ?? '', profileImage: null },
    status: 'published',
    exclusive: false,
    createdAt: new Date().toISOString(),
    viewer: null,
  };
  return (
    <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
      <div className="pointer-events-none" aria-label="Card preview" role="group">
        <TemplateCardView template={card} action={price > 0 ? 'buy' : 'download'} onDownload={() => {}} />
      </div>
      <Panel title="What's inside" icon={Eye}>
        <p className="mb-4 text-sm text-ink-muted">
          {price > 0
            ? `Buyers see the outline before paying ${'$' + price.toFixed(2)}; after buying, everything below.`
            : 'Free: everyone sees everything below.'}{' '}
          {`Licence: ${TEMPLATE_LICENCE_LABELS[values.licence]}.`}
        </p>
        <FullContent type={values.type} content={values.content} />
      </Panel>
    </div>
  );
}
