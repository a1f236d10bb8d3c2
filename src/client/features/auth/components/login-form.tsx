import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, loginSchema, type LoginInput } from '@common/schemas/auth';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { PasswordField } from '@client/components/ui/password-field';
import { TextField } from '@client/components/ui/text-field';
import { useSignIn } from '../api/sign-in';
import { ResendConfirmation } from './resend-confirmation';
import { TextLink } from './text-link';

/** A note shown above the form until the user edits a field (e.g. after a confirmation link). */
export type LoginNotice = { tone: 'success' | 'error'; text: string };

type Props = {
  /** Where a successful sign-in goes (already checked to be a path inside the app). */
  redirectTo: string;
  /** Note from the confirmation link the user followed, if any. */
  notice?: LoginNotice;
  /** Offers 'Resend Confirmation Email' from the start (the link they followed was bad). */
  offerResend?: boolean;
};

const isUnconfirmed = (err: unknown) => err instanceof ApiError && err.code === 'EMAIL_NOT_CONFIRMED';

/** SPEC section 8: unconfirmed, rate-limited (server text), offline (our text), else the generic one. */
function signInErrorMessage(err: Error): string {
  if (isUnconfirmed(err)) return AUTH_MESSAGES.emailNotConfirmed;
  if (err instanceof ApiError && (err.status === 429 || err.status === 0)) return err.message;
  return AUTH_MESSAGES.loginFailed;
}

/**
 * The sign-in form (SPEC sections 2, 4 and 5): idle -> submitting -> success (navigate) or error.
 * Submit reads as disabled until both fields have text; editing any field clears every message.
 * It is marked with aria-disabled rather than disabled, so Enter in a field still submits the
 * form: an incomplete form then shows the shared schema's message under each empty field and
 * focuses the first one, instead of doing nothing.
 */
export function LoginForm({ redirectTo, notice, offerResend = false }: Props) {
  const navigate = useNavigate();
  const [noticeShown, setNoticeShown] = useState(Boolean(notice));
  const [needsConfirmation, setNeedsConfirmation] = useState(offerResend);
  const [resendKey, setResendKey] = useState(0);
  const signIn = useSignIn({ onSignedIn: () => navigate(redirectTo, { replace: true }) });
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const filled = email.trim() !== '' && password !== '';

  const clearMessages = () => {
    if (signIn.isError) signIn.reset();
    setNoticeShown(false);
    setResendKey((k) => k + 1);
  };

  const onSubmit = handleSubmit((values) => {
    if (signIn.isPending) return;
    clearMessages();
    signIn.mutate(
      { email: values.email, password: values.password, rememberMe: values.rememberMe ?? false },
      { onError: (err) => setNeedsConfirmation(isUnconfirmed(err)) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {noticeShown && notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {signIn.error ? <Alert tone="error">{signInErrorMessage(signIn.error)}</Alert> : null}

      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', { onChange: clearMessages })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: clearMessages })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Remember me" {...register('rememberMe', { onChange: clearMessages })} />
        <TextLink to="/forgot-password" className="text-sm">
          Forgot password?
        </TextLink>
      </div>
      <Button
        type="submit"
        block
        aria-disabled={!filled || signIn.isPending || undefined}
        busy={signIn.isPending}
      >
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      {needsConfirmation ? (
        <div className="border-t border-line pt-5">
          <ResendConfirmation key={resendKey} getEmail={() => getValues('email')} />
        </div>
      ) : null}
    </form>
  );
}
