import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { TextLink } from '../components/text-link';

/** /forgot-password: linked from the login screen; sends a reset link by e-mail. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
