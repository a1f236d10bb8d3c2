import { Mail } from 'lucide-react';
import { PROFILE_UPDATE_MESSAGES } from '@common/schemas/profile-update';
import { PasswordField } from '@client/components/ui/password-field';
import { TextField } from '@client/components/ui/text-field';

type Props = {
  email: string;
  currentPassword: string;
  /** True while the typed address differs from the saved one: the password field and the note show. */
  changing: boolean;
  emailError?: string;
  passwordError?: string;
  disabled: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onEmailBlur: () => void;
};

/**
 * The e-mail field. Changing the address asks for the current password and says that a
 * confirmation link goes to the new address (the account keeps the old one until it is followed).
 */
export function EmailFields({
  email,
  currentPassword,
  changing,
  emailError,
  passwordError,
  disabled,
  ...on
}: Props) {
  return (
    <div className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={emailError}
        disabled={disabled}
        hint={changing ? undefined : 'Where we send account emails.'}
        onChange={(e) => on.onEmailChange(e.target.value)}
        onBlur={on.onEmailBlur}
      />
      {changing ? (
        <div className="space-y-4 rounded-lg border border-accent/30 bg-accent/5 p-4">
          <p className="flex items-start gap-2 text-sm text-ink">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{PROFILE_UPDATE_MESSAGES.emailChangeNote}</span>
          </p>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={currentPassword}
            error={passwordError}
            disabled={disabled}
            hint="Needed to change your email."
            onChange={(e) => on.onPasswordChange(e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}
