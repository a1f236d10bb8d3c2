import { useState } from 'react';
import { AUTH_MESSAGES, resendConfirmationSchema } from '@common/schemas/auth';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useSendVerificationEmail } from '../api/send-verification-email';

type Props = {
  /** Reads the address at click time (usually the form's e-mail field). */
  getEmail: () => string;
};

/**
 * The 'Resend Confirmation Email' button and its outcome (SPEC sections 4, 5 and 8):
 * no address -> 'Please enter your email address first.'; 'Sending...' while it runs; then
 * the success or failure text. Give it a new `key` to clear its messages.
 */
export function ResendConfirmation({ getEmail }: Props) {
  const resend = useSendVerificationEmail();
  const [inputError, setInputError] = useState<string | null>(null);

  const onClick = () => {
    setInputError(null);
    resend.reset();
    const parsed = resendConfirmationSchema.safeParse({ email: getEmail() });
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.resendNoEmail);
      return;
    }
    resend.mutate(parsed.data.email);
  };

  return (
    <div className="space-y-3">
      <Button variant="secondary" block onClick={onClick} disabled={resend.isPending} busy={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend Confirmation Email'}
      </Button>
      {inputError ? <Alert tone="error">{inputError}</Alert> : null}
      {resend.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.resendSuccess}</Alert> : null}
      {resend.isError ? <Alert tone="error">{AUTH_MESSAGES.resendFailed}</Alert> : null}
    </div>
  );
}
