import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/text-link';

type Stage = 'form' | 'done' | 'invalid';

/**
 * /reset-password?token=...: the target of the reset e-mail. A missing, unknown, used or expired
 * token (the server may also redirect here with ?error=INVALID_TOKEN) offers a new link instead.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [stage, setStage] = useState<Stage>(token && !params.get('error') ? 'form' : 'invalid');

  if (stage === 'done') {
    return (
      <AuthCard title="Password changed">
        <div className="space-y-5">
          <Alert tone="success">
            Your password has been changed. For your security, every other device signed in to your account
            has been signed out.
          </Alert>
          <p className="text-center text-sm">
            <TextLink to="/login">Sign in with your new password</TextLink>
          </p>
        </div>
      </AuthCard>
    );
  }
  if (stage === 'invalid' || !token) {
    return (
      <AuthCard title="Reset link not valid">
        <div className="space-y-5">
          <Alert tone="error">
            This password reset link is invalid or has expired. Links work once and only for a limited time.
          </Alert>
          <p className="text-center text-sm">
            <TextLink to="/forgot-password">Request a new reset link</TextLink>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="Choose a new password for your Inkforge account."
      footer={
        <>
          Changed your mind? <TextLink to="/login">Back to sign in</TextLink>
        </>
      }
    >
      <ResetPasswordForm
        token={token}
        onDone={() => setStage('done')}
        onInvalidToken={() => setStage('invalid')}
      />
    </AuthCard>
  );
}
