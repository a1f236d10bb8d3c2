import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AUTH_MESSAGES, resetPasswordSchema } from '@common/schemas/auth';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { PasswordField } from '@client/components/ui/password-field';
import { useResetPassword } from '../api/reset-password';

type Values = z.input<typeof resetPasswordSchema>;

type Props = {
  /** The token from the reset link. */
  token: string;
  /** Called once the new password is saved. */
  onDone: () => void;
  /** Called when the server refuses the token (unknown, used or expired). */
  onInvalidToken: () => void;
};

/** Chooses a new password with the registration rules and the live 'Passwords do not match'. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: Props) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const ready = password !== '' && confirmPassword !== '' && !mismatch;
  const clear = () => {
    if (reset.isError) reset.reset();
  };

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'INVALID_TOKEN') onInvalidToken();
        },
      },
    ),
  );

  // The server's own words where they help: a wait, no connection, or a rule only it can check
  // (the new password is the account's e-mail address or username).
  const failure =
    reset.error instanceof ApiError &&
    (reset.error.status === 429 || reset.error.status === 0 || reset.error.code === 'VALIDATION_ERROR')
      ? reset.error.message
      : AUTH_MESSAGES.resetFailed;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {reset.isError ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password', { onChange: clear })}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: clear })}
      />
      <Button type="submit" block disabled={!ready || reset.isPending} busy={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
