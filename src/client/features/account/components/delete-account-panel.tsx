import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@common/schemas/account';
import { Alert } from '@client/components/ui/alert';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { PasswordField } from '@client/components/ui/password-field';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import type { RouteNoticeState } from '@client/components/ui/route-notice';
import { useDeleteAccount } from '../api/delete-account';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-on-accent shadow-sm ' +
  'transition-colors hover:bg-danger/85 focus:outline-none focus-visible:ring-2 focus-visible:ring-danger ' +
  'focus-visible:ring-offset-2 focus-visible:ring-offset-surface disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The danger zone: typing the username exactly and the current password enables 'Delete
 * account', a confirmation dialog asks once more, then the account is deleted, the user is signed
 * out and lands on /about with a message. The server checks both; a wrong password closes the
 * dialog and shows the server's message under the password field, which gets the focus.
 */
export function DeleteAccountPanel({ username }: { username: string }) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const matches = typed.trim() === username;
  // After a wrong password the field takes the focus: the closing dialog gives focus back to the
  // button that opened it, which passes it on once (or, if focus fell to the page, a timer does).
  const focusPasswordNext = useRef(false);
  const passFocusOn = () => {
    if (!focusPasswordNext.current) return;
    focusPasswordNext.current = false;
    passwordRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && password !== '') setConfirming(true);
  };
  const onConfirm = () =>
    remove.mutate(
      { confirmUsername: typed, currentPassword: password },
      {
        onError: (error) => {
          const issue = apiFieldIssues(error).find((i) => i.path === 'currentPassword');
          if (!issue) return;
          setConfirming(false);
          remove.reset();
          setPasswordError(issue.message);
          focusPasswordNext.current = true;
          setTimeout(() => {
            if (document.activeElement === document.body) passFocusOn();
          }, 100);
        },
        onSuccess: (result) => {
          setConfirming(false);
          const state: RouteNoticeState = { notice: result.message };
          void navigate('/about', { replace: true, state });
        },
      },
    );

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-2xl border-2 border-danger/50 bg-surface p-5 shadow-sm"
    >
      <h2
        id="danger-zone-title"
        className="flex items-center gap-2 font-display text-lg font-semibold text-danger"
      >
        <TriangleAlert aria-hidden="true" className="size-5" />
        Delete account
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        This deletes your account and everything in it for good: your stories and chapters (public ones too),
        characters, worlds, templates, groups and events you created, aliases, bookmarks, ratings, follows,
        reading history and uploaded images. Your comments and reviews on other people&apos;s work stay, shown
        as &lsquo;Anonymous&rsquo;. You will be signed out on every device. Download your data first if you
        want to keep a copy.
      </p>
      <form onSubmit={onSubmit} className="mt-4 flex max-w-md flex-col gap-3">
        <TextField
          label={`Type your username (${username}) to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={
            typed.trim() !== '' && !matches && typed.trim().length >= username.length
              ? ACCOUNT_MESSAGES.confirmMismatch
              : undefined
          }
        />
        <PasswordField
          ref={passwordRef}
          label="Your current password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(undefined);
          }}
          autoComplete="current-password"
          error={passwordError}
        />
        <button
          type="submit"
          disabled={!matches || password === ''}
          className={`${DANGER_BUTTON} self-start`}
          onFocus={passFocusOn}
        >
          Delete account
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title="Delete your account for good?"
        description="Everything listed above is removed now and cannot be brought back."
        confirmLabel="Yes, delete my account"
        tone="danger"
        busy={remove.isPending}
        onConfirm={onConfirm}
      >
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
}
