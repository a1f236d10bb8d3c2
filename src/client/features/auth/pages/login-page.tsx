import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm, type LoginNotice } from '../components/login-form';
import { TextLink } from '../components/text-link';
import { redirectTarget } from '../redirect-target';

/** What the login screen says after the user followed an e-mail confirmation link. */
function confirmationNotice(params: URLSearchParams): LoginNotice | undefined {
  const error = params.get('error');
  if (error) {
    const what =
      error.toUpperCase() === 'TOKEN_EXPIRED' ? 'has expired' : 'is invalid or has already been used';
    return {
      tone: 'error',
      text: `This confirmation link ${what}. Enter your email below and choose Resend Confirmation Email to get a new one.`,
    };
  }
  if (params.get('confirmed') === '1')
    return { tone: 'success', text: 'Your email is confirmed. Sign in to continue.' };
  return undefined;
}

/** /login: guests sign in here; the sign-in guard passes the page they asked for as ?redirectTo=. */
export default function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = confirmationNotice(params);
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to continue your stories."
      footer={
        <>
          New to Inkforge? <TextLink to="/register">Create an account</TextLink>
        </>
      }
    >
      <LoginForm
        key={location.key}
        redirectTo={redirectTarget(params, location.state)}
        notice={notice}
        offerResend={notice?.tone === 'error'}
      />
    </AuthCard>
  );
}
