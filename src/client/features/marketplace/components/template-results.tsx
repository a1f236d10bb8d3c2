import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
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
  onClearFilters: () => void;
};

/** The Templates tab's list: 50 cards a page, Download straight from the card for free templates. */
export function TemplateResults({ view, viewer, onClearFilters }: Props) {
  const navigate = useNavigate();
  const query = useTemplates({
    type: view.category as TemplateType | undefined,
    q: view.q,
    price: view.price ?? 'all',
    sort: view.sort,
  });
  const download = useDownloadTemplate(marketplaceKeys.all);

  const { state, more } = resultsOf(query);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

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
        {items.map((template) => (
          <li key={template.id} className="flex">
            <TemplateCardView
              template={template}
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
