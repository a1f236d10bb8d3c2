import { useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useServerContentHandoff } from '@client/app/server-content';
import { useCurrentUser } from '@client/lib/session';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { Spinner } from '@client/components/ui/spinner';
import type { FirstDataLoader } from '@client/app/server-content';
import { templateQuery, useTemplate } from '../api/get-template';
import { ContentPreview } from '../components/template-page/content-preview';
import { ExclusiveToggle, LoadFailure, OwnerPanel } from '../components/template-page/lazy-parts';
import { TemplateActions } from '../components/template-page/template-actions';
import { TemplateCover } from '../components/template-page/template-cover';
import { TemplateFacts } from '../components/template-page/template-facts';
import { TemplateReviews } from '../components/template-page/template-reviews';
import { VersionHistory } from '../components/template-page/version-history';

const backLink = (
  <LinkButton to="/marketplace" variant="ghost" size="sm" className="-ml-3">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to marketplace
  </LinkButton>
);

/** The template, read before the page first renders over the server's copy (router.tsx). */
export const loadFirstData: FirstDataLoader = (queryClient, { templateId = '' }) =>
  queryClient.prefetchQuery({ ...templateQuery(templateId), retry: false });

/**
 * /marketplace/templates/{id}: cover, name, type, category, creator, price, rating and reviews,
 * downloads, description, the content preview (all of a free template, the outline of a paid one
 * until it is yours), version history, licence, the buy / download / use / export buttons, and the
 * creator's controls. A template the caller may not see answers 404: 'Template not found'.
 */
export default function TemplatePage() {
  const { templateId = '' } = useParams();
  const [params] = useSearchParams();
  // Back from the provider's payment page (?purchase={checkout}): wait for its webhook to land.
  const returning = params.has('purchase');
  const query = useTemplate(templateId, returning);
  const { isLoading: userLoading } = useCurrentUser();
  // The server's copy of this page (open-web template-html.ts) stays until the template, its
  // not-found page or its error is here and the session is known: no spinner in between.
  const loading = query.isPending || userLoading;
  useServerContentHandoff(!loading);

  if (loading) {
    return (
      <Frame>
        <Spinner label="Loading template..." />
      </Frame>
    );
  }
  if (query.isError) {
    return (
      <Frame>
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Frame>
    );
  }

  const template = query.data;
  return (
    <Frame>
      <title>{`${template.name} · Marketplace · Inkforge`}</title>
      <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10">
        <TemplateCover name={template.name} coverImage={template.coverImage} />
        <div className="min-w-0">
          <TemplateFacts template={template} />
          <div className="mt-5 space-y-3">
            {returning && template.price > 0 ? (
              template.viewer?.owned ? (
                <Alert tone="success">Payment received. The template is yours.</Alert>
              ) : (
                <Alert tone="info">Confirming your payment... This page updates by itself.</Alert>
              )
            ) : null}
            <TemplateActions template={template} />
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-xl font-semibold text-ink">
              About this template
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink">
              {template.description || 'No description yet.'}
            </p>
          </section>
          <ContentPreview preview={template.preview} type={template.type} exclusive={template.exclusive} />
          <TemplateReviews template={template} />
        </div>
        <div className="space-y-6">
          {template.viewer?.canEdit ? <OwnerPanel template={template} /> : null}
          <ExclusiveToggle template={template} />
          <VersionHistory versions={template.versions} current={template.currentVersion} />
        </div>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-4">{backLink}</div>
      {children}
    </div>
  );
}
