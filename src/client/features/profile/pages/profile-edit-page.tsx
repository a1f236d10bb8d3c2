import { ArrowLeft, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useCurrentUser } from '@client/lib/session';
import { EmailConfirmationNotice } from '../edit/email-confirmation-notice';
import { ProfileEditForm } from '../edit/profile-edit-form';

/** Edit Profile (/profile/edit, SPEC section 2): back link, then the form filled with the signed-in user. */
export default function ProfileEditPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Edit Profile"
        icon={UserPen}
        description="Change your picture, username, email, bio and aliases."
        eyebrow={
          <Link
            to="/profile"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Profile
          </Link>
        }
      />
      <div className="mb-6 empty:hidden">
        <EmailConfirmationNotice email={user.email} />
      </div>
      <ProfileEditForm key={user.id} user={user} />
    </div>
  );
}
