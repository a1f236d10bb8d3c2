import { Stamp } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { BackToSettingsLink } from '@client/components/ui/back-to-settings-link';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useMyBrand } from '../brand-api';
import { BrandForm } from '../brand-form';

/** /settings/brand: a Master Weaver's brand; other plans see why not and where to upgrade. */
export default function BrandSettingsPage() {
  const brand = useMyBrand();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Your brand"
        description="Your logo, accent colour, banner, footer line and links on your author page, your story pages and the reader."
        icon={Stamp}
        eyebrow={<BackToSettingsLink />}
      />
      {brand.isPending ? (
        <Spinner label="Loading your brand..." />
      ) : brand.isError ? (
        <LoadError
          message={`Failed to load your brand: ${brand.error.message}`}
          onRetry={() => void brand.refetch()}
          retrying={brand.isFetching}
        />
      ) : brand.data.included ? (
        <BrandForm saved={brand.data} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Alert tone="info">{brand.data.refusal}</Alert>
          <LinkButton to="/subscription">See plans</LinkButton>
        </div>
      )}
    </div>
  );
}
