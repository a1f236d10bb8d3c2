import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, registerSchema, type RegisterInput } from '@common/schemas/auth';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { PasswordField } from '@client/components/ui/password-field';
import { TextField } from '@client/components/ui/text-field';
import { useSignUp } from '../api/sign-up';
import { TextLink } from './text-link';

/** The form's own values: the terms box starts unticked, which the schema's `true` type cannot say. */
type RegisterValues = Omit<RegisterInput, 'agreeToTerms'> & { agreeToTerms: boolean };

// The schema rejects `false` with its own message, so widening the input type is safe.
const resolver = zodResolver(registerSchema) as unknown as Resolver<RegisterValues, unknown, RegisterInput>;

type Props = {
  /** Called with the address once the account exists (it still needs confirming). */
  onRegistered: (email: string) => void;
};

/** Which field a server refusal is about, so its message shows beside that field. */
function fieldOf(err: ApiError): 'username' | 'email' | null {
  if (/USERNAME/i.test(err.code)) return 'username';
  if (/EMAIL|USER_ALREADY_EXISTS/i.test(err.code)) return 'email';
  return null;
}

/**
 * The registration form (SPEC sections 2 and 5). Field rules and messages come from
 * registerSchema and show on blur or submit; submit stays disabled until every field is filled,
 * the passwords match and the terms are agreed.
 */
export function RegisterForm({ onRegistered }: Props) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', agreeToTerms: false },
  });
  const [username, email, password, confirmPassword, agreeToTerms] = useWatch({
    control,
    name: ['username', 'email', 'password', 'confirmPassword', 'agreeToTerms'],
  });
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const ready =
    username.trim() !== '' &&
    email.trim() !== '' &&
    password !== '' &&
    confirmPassword !== '' &&
    !mismatch &&
    agreeToTerms;

  const clearServerError = () => {
    if (signUp.isError) signUp.reset();
  };

  const onSubmit = handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () => onRegistered(values.email),
      onError: (err) => {
        const field = err instanceof ApiError ? fieldOf(err) : null;
        if (field) {
          setError(field, { type: 'server', message: err.message }, { shouldFocus: true });
          signUp.reset();
        }
      },
    });
  });

  const serverMessage = signUp.error ? signUp.error.message || AUTH_MESSAGES.registrationFailed : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverMessage ? <Alert tone="error">{serverMessage}</Alert> : null}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 30 letters, numbers, hyphens or underscores."
        error={errors.username?.message}
        {...register('username', { onChange: clearServerError })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', { onChange: clearServerError })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password', { onChange: clearServerError })}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: clearServerError })}
      />
      <Checkbox
        label={
          <>
            I agree to the <TextLink to="/terms">Terms of Service</TextLink> and the{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink>
          </>
        }
        error={errors.agreeToTerms?.message}
        {...register('agreeToTerms', { onChange: clearServerError })}
      />
      <Button type="submit" block disabled={!ready || signUp.isPending} busy={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
