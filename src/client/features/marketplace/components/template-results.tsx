import { startTransition, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { useServerContentHandoff } from '@client/app/server-content';
import type { TemplateType } from '@common/constants';
import type { CurrentUser } from '@common/schemas/user';
import { loginPathFor } from '@client/lib/redirect-target';
import { useTemplates } from '../api/get-templates';
import { useDownloadTemplate } from '@client/lib/template-download';
import { marketplaceKeys } from '../api/marketplace-keys';
import { isFiltered, type MarketplaceView } from './marketplace-options';
import { MarketplaceResults, resultsOf } from './marketplace-results';
import { templateActionFor } from './template-action';
import { TemplateCardView } from './template-card';

type Props = {
  view: MarketplaceView;
  viewer: CurrentUser | null;
  /** Whether the session is still being read (the viewer is not known yet). */
  viewerLoading?: boolean;
  onClearFilters: () => void;
};

/** Cards of the first row at the widest layout: their covers are in view on arrival and load at once. */
const EAGER_COVERS = 3;
/**
 * Cards drawn with the list's first answer (more than fill any first screen, and more than the
 * server's copy); the rest of the page follows in a transition, which React renders in slices,
 * so the takeover is no single long task on a slow phone.
 */
const FIRST_CARDS = 12;

/** The Templates tab's list: 50 cards a page, Download straight from the card for free templates. */
export function TemplateResults({ view, viewer, viewerLoading = false, onClearFilters }: Props) {
  const navigate = useNavigate();
  const query = useTemplates({
    type: view.category as TemplateType | undefined,
    q: view.q,
    price: view.price ?? 'all',
    sort: view.sort,
  });
  const download = useDownloadTemplate(marketplaceKeys.all);
  // The server's copy of /marketplace (open-web marketplace-html.ts) stays until the list, its
  // empty state or its error is here and the viewer is known: no spinner in between.
  useServerContentHandoff(!query.isPending && !viewerLoading);

  const { state, more } = resultsOf(query);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [allCards, setAllCards] = useState(false);
  const longList = items.length > FIRST_CARDS;
  useEffect(() => {
    if (longList && !allCards) startTransition(() => setAllCards(true));
  }, [longList, allCards]);
  const shown = allCards ? items : items.slice(0, FIRST_CARDS);

  const downloaded = download.isSuccess ? items.find((t) => t.id === download.variables) : undefined;
  return (
    <>
      <div aria-live="polite">
        {downloaded ? (
          <Alert tone="success" className="mb-4">
            <span>
              {`${downloaded.name} is in your templates. `}
              <Link to="/my-templates" className="font-semibold underline">
                Open My Templates
              </Link>
            </span>
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert tone="error" className="mb-4">
            {download.error.message}
          </Alert>
        ) : null}
      </div>
      <MarketplaceResults
        tab="templates"
        state={state}
        filtered={isFiltered(view)}
        onClearFilters={onClearFilters}
        more={more}
      >
        {shown.map((template, index) => (
          <li key={template.id} className="flex">
            <TemplateCardView
              template={template}
              eagerCover={index < EAGER_COVERS}
              action={templateActionFor(template, viewer)}
              downloading={download.isPending && download.variables === template.id}
              onDownload={() => {
                if (!viewer) void navigate(loginPathFor(`/marketplace/templates/${template.id}`));
                else download.mutate(template.id);
              }}
            />
          </li>
        ))}
      </MarketplaceResults>
    </>
  );
}
