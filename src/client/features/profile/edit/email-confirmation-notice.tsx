import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { currentUserKey } from '@client/lib/session';

/**
 * The outcome of the link mailed to a new address: the server redirects here with
 * ?email=confirmed or ?email=invalid (bad, expired or already used link).
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const [params] = useSearchParams();
  const outcome = params.get('email');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === 'confirmed') void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [outcome, queryClient]);

  if (outcome === 'confirmed')
    return <Alert tone="success">Your new email address is confirmed. You now sign in with {email}.</Alert>;
  if (outcome === 'invalid') {
    return (
      <Alert tone="error">
        This email confirmation link is invalid, has expired or was already used. Your email address has not
        changed.
      </Alert>
    );
  }
  return null;
}
