import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The eyebrow of a settings screen: back to the Settings tab of the profile. */
export function BackToSettingsLink() {
  return (
    <Link
      to="/profile?tab=settings"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to settings
    </Link>
  );
}
