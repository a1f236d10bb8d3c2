import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AUTH_MESSAGES, forgotPasswordSchema } from '@common/schemas/auth';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = z.input<typeof forgotPasswordSchema>;

/** The same answer for every address, so the screen never reveals who has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we sent a link to reset your password. Check your inbox and spam folder.';

/** Asks for a reset link by e-mail (SPEC section 8: failure says 'Password reset failed'). */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const onSubmit = handleSubmit(({ email }) => request.mutate(email));
  const clear = () => {
    if (!request.isIdle) request.reset();
  };

  const failure =
    request.error instanceof ApiError && request.error.status === 429
      ? request.error.message
      : AUTH_MESSAGES.resetFailed;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {request.isSuccess ? <Alert tone="success">{RESET_REQUESTED_MESSAGE}</Alert> : null}
      {request.isError ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', { onChange: clear })}
      />
      <Button
        type="submit"
        block
        disabled={email.trim() === '' || request.isPending}
        busy={request.isPending}
      >
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
