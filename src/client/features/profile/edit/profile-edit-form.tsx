import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BIO_MAX } from '@common/constants';
import {
  PROFILE_UPDATE_MESSAGES,
  REDIRECT_AFTER_SAVE_MS,
  profileFormSchema,
} from '@common/schemas/profile-update';
import type { CurrentUser } from '@common/schemas/user';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { Alert } from '@client/components/ui/alert';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { FormSection } from '@client/components/ui/form-section';
import { LinkButton } from '@client/components/ui/link-button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';
import { ApiError } from '@client/lib/api';
import { useUpdateProfile } from '../api/profile-update';
import { AliasManager } from '../aliases/alias-manager';
import { EmailFields } from './email-fields';
import {
  emailChanged,
  initialValues,
  isDirty,
  toPayload,
  type ProfileEditValues,
} from './profile-edit-values';
import { usePickedAvatar } from './use-picked-avatar';

const PROFILE_PATH = '/profile';
type Field = keyof ProfileEditValues;
type FieldErrors = Partial<Record<Field, string>>;

/** The SPEC section 5 message of each text field for these values (live, so Save can be disabled). */
function validate(values: ProfileEditValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['username', 'email', 'bio'] as const) {
    const result = profileFormSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

/**
 * Edit profile (SPEC sections 2 and 4): picture, username, e-mail (with the current password when
 * it changes), bio with its counter and the aliases. Save order: validate, (the picture was
 * uploaded when picked,) update the profile, update the signed-in user, redirect after 1.5 s.
 * Messages show once a field was edited or Save was tried; Save stays disabled while saving,
 * uploading or with any field error. Leaving with unsaved changes asks first.
 */
export function ProfileEditForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(user));
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [success, setSuccess] = useState<{ pendingEmail: string | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();
  const avatar = usePickedAvatar(user.profileImage);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const dirty = isDirty(values, user);
  const guard = useUnsavedChangesGuard(dirty && !success);
  const changingEmail = emailChanged(values, user);
  const liveErrors = validate(values);
  const errorOf = (field: Field) => serverErrors[field] ?? (shown[field] ? liveErrors[field] : undefined);
  const hasFieldErrors = Object.keys(liveErrors).length > 0 || Object.values(serverErrors).some(Boolean);
  const saving = update.isPending;
  const locked = saving || success !== null;

  /** SPEC section 4: editing a field clears the save error and the success flag. */
  const edit = <F extends Field>(field: F, value: ProfileEditValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setShown((s) => ({ ...s, [field]: true }));
    setServerErrors((e) => ({
      ...e,
      [field]: undefined,
      ...(field === 'email' ? { currentPassword: undefined } : {}),
    }));
    setSaveError(null);
    setSuccess(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ username: true, email: true, bio: true });
    if (Object.keys(liveErrors).length > 0) return;
    if (changingEmail && !values.currentPassword) {
      setServerErrors((e) => ({ ...e, currentPassword: PROFILE_UPDATE_MESSAGES.currentPasswordRequired }));
      return;
    }
    setSaveError(null);
    try {
      const result = await update.mutateAsync(toPayload(values, user));
      avatar.saved(result.user.profileImage);
      setValues((v) => ({ ...v, currentPassword: '' }));
      setSuccess({ pendingEmail: result.pendingEmail });
      guard.allowLeaving();
      redirect.current = setTimeout(() => navigate(PROFILE_PATH), REDIRECT_AFTER_SAVE_MS);
    } catch (err) {
      setSaveError(err);
      const issues: FieldErrors = {};
      for (const issue of apiFieldIssues(err)) issues[issue.path.split('.')[0] as Field] ??= issue.message;
      if (err instanceof ApiError && err.code === 'USERNAME_TAKEN') issues.username = err.message;
      setServerErrors(issues);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <FormSection
        title="Avatar"
        description="Shown beside your name across Inkforge. Drop an image on the box or choose one."
      >
        <ImageUploadField
          bucket="profile-images"
          label="Profile picture"
          value={values.profileImage}
          disabled={locked}
          onBusyChange={setUploading}
          onChange={(url) => {
            avatar.changed(values.profileImage, url);
            edit('profileImage', url);
          }}
        />
        {errorOf('profileImage') ? <Alert tone="error">{errorOf('profileImage')}</Alert> : null}
      </FormSection>

      <FormSection
        title="Account details"
        description="Your username is how other people find and mention you."
      >
        <TextField
          label="Username"
          autoComplete="username"
          value={values.username}
          error={errorOf('username')}
          disabled={locked}
          hint="3 to 30 letters, numbers, hyphens or underscores."
          onChange={(e) => edit('username', e.target.value)}
        />
        <EmailFields
          email={values.email}
          currentPassword={values.currentPassword}
          changing={changingEmail}
          emailError={errorOf('email')}
          passwordError={serverErrors.currentPassword}
          disabled={locked}
          onEmailChange={(v) => edit('email', v)}
          onEmailBlur={() => setShown((s) => ({ ...s, email: true }))}
          onPasswordChange={(v) => {
            setValues((x) => ({ ...x, currentPassword: v }));
            setServerErrors((e) => ({ ...e, currentPassword: undefined }));
          }}
        />
        <TextareaField
          label="Bio"
          rows={5}
          value={values.bio}
          length={values.bio.length}
          limit={BIO_MAX}
          error={errorOf('bio')}
          disabled={locked}
          placeholder="A few lines about you and what you write."
          onChange={(e) => edit('bio', e.target.value)}
        />
      </FormSection>

      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        <AliasManager />
        <p className="mt-4 text-xs text-ink-muted">Alias changes are saved right away.</p>
      </div>

      <div className="space-y-4">
        <SaveErrorAlert error={saveError} fallback={PROFILE_UPDATE_MESSAGES.saveFailed} />
        {success ? (
          <Alert tone="success">
            <p>{PROFILE_UPDATE_MESSAGES.success}</p>
            {success.pendingEmail ? (
              <p className="mt-1">Check {success.pendingEmail} for the link that confirms your new email.</p>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <LinkButton to={PROFILE_PATH} variant="secondary" aria-disabled={saving || undefined}>
            Cancel
          </LinkButton>
          <Button
            type="submit"
            busy={saving}
            disabled={saving || uploading || hasFieldErrors || success !== null}
          >
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
      {guard.dialog}
    </form>
  );
}
