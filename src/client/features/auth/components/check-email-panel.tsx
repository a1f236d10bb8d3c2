import { MailCheck } from 'lucide-react';
import { AUTH_MESSAGES } from '@common/schemas/auth';
import { Alert } from '@client/components/ui/alert';
import { ResendConfirmation } from './resend-confirmation';
import { TextLink } from './text-link';

type Props = {
  /** The address the confirmation e-mail went to. */
  email: string;
};

/** Shown instead of the registration form once the account exists but is not yet confirmed. */
export function CheckEmailPanel({ email }: Props) {
  return (
    <div className="space-y-5">
      <Alert tone="success">
        <p className="font-semibold">{AUTH_MESSAGES.checkEmail}</p>
        <p className="mt-1">
          We sent a confirmation link to <strong className="break-words">{email}</strong>. Follow it, then
          sign in.
        </p>
      </Alert>
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <MailCheck aria-hidden="true" className="size-5 shrink-0" />
        <p>No e-mail after a few minutes? Check your spam folder, or send it again.</p>
      </div>
      <ResendConfirmation getEmail={() => email} />
      <p className="text-center text-sm">
        <TextLink to="/login">Go to sign in</TextLink>
      </p>
    </div>
  );
}
