import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a show/hide toggle. The toggle's name follows the field's label
 * ("Show password", "Hide confirm password"), so two password fields on one form stay distinct.
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const action = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={action}
          title={action}
          className="rounded-md p-2 text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
