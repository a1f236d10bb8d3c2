import { useState } from 'react';
import { AuthCard } from '../components/auth-card';
import { CheckEmailPanel } from '../components/check-email-panel';
import { RegisterForm } from '../components/register-form';
import { TextLink } from '../components/text-link';

/** /register: creates an account, then asks the user to confirm their e-mail address. */
export default function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) {
    return (
      <AuthCard title="Check your email" description="One more step before you can sign in.">
        <CheckEmailPanel email={registeredEmail} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      description="Start writing stories, building characters and shaping worlds."
      footer={
        <>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </>
      }
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthCard>
  );
}
