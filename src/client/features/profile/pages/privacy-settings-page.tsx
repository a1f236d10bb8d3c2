import { ShieldCheck } from 'lucide-react';
import { BackToSettingsLink } from '@client/components/ui/back-to-settings-link';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { usePrivacySettings } from '../api/privacy-settings';
import { PrivacyForm } from '../privacy/privacy-form';
import { AiAssistanceSettings } from '../privacy/ai-assistance-settings';

/** /settings/privacy: Manage Privacy from the profile's Settings tab. */
export default function PrivacySettingsPage() {
  const settings = usePrivacySettings();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Privacy"
        description="Choose who sees your author page, who may follow you, who may comment on your stories, and whether AI assistance works on them."
        icon={ShieldCheck}
        eyebrow={<BackToSettingsLink />}
      />
      {settings.isPending ? (
        <Spinner label="Loading privacy settings..." />
      ) : settings.isError ? (
        <LoadError
          message={`Failed to load privacy settings: ${settings.error.message}`}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <PrivacyForm saved={settings.data} />
      )}
      <div className="mt-6">
        <AiAssistanceSettings />
      </div>
    </div>
  );
}
