import { Link } from 'react-router';
import { ArrowLeft, Database } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { DeleteAccountPanel } from '../components/delete-account-panel';
import { DownloadDataPanel } from '../components/download-data-panel';

/** /settings/data 'Your data': download everything, or delete the account (linked from Profile → Settings). */
export default function DataSettingsPage() {
  const { user } = useCurrentUser();
  // The route is signed-in only; the guard has loaded the user before this renders.
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Your data"
        description="Take a copy of everything you have made here, or close your account."
        icon={Database}
        eyebrow={
          <Link
            to="/profile"
            className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to profile
          </Link>
        }
      />
      <div className="grid gap-6">
        <DownloadDataPanel username={user.username} />
        <DeleteAccountPanel username={user.username} />
      </div>
    </div>
  );
}
