import { Eye, Lock } from 'lucide-react';
import type { TemplatePreview } from '@common/schemas/marketplace';
import type { TemplateType } from '@common/constants';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { Panel } from '@client/components/ui/panel';
import { FullContent } from '../content/full-content';
import { OutlineView } from '../content/outline-view';

type Props = {
  preview: TemplatePreview;
  type: TemplateType;
  /** An exclusive template's outline says which plan shows the rest (it is never bought). */
  exclusive?: boolean;
};

/**
 * What is inside the template: all of it for a free template (and for its creator and whoever has
 * it), only the outline (headings and item titles) for a paid one before purchase, and for an
 * exclusive one to those whose plan does not include it.
 */
export function ContentPreview({ preview, type, exclusive = false }: Props) {
  return (
    <Panel title="What's inside" icon={Eye}>
      {preview.kind === 'full' ? (
        <FullContent type={type} content={preview.content} />
      ) : (
        <>
          <p className="mb-4 flex items-start gap-2 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-ink-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {exclusive
              ? `This is the outline. Creators on ${EXCLUSIVE_PLAN} see every note and use it in their workspace at no charge.`
              : 'This is the outline. Buy the template to see every note and use it in your workspace.'}
          </p>
          <OutlineView outline={preview.outline} />
        </>
      )}
    </Panel>
  );
}
