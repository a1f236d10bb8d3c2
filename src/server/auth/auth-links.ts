/**
 * Where better-auth is mounted and the addresses our e-mails and redirects use. The client relies
 * on these paths (see the contract in auth.routes.ts).
 */
export const AUTH_BASE_PATH = '/api/v1/auth';

/** Screen a confirmed account lands on. */
export const CONFIRMED_PATH = '/login?confirmed=1';
/** Screen a broken, expired or already used confirmation link lands on. */
export const CONFIRM_FAILED_PATH = '/login?error=invalid_token';
/** Screen that asks for the new password; the reset link adds `?token=...` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Where the link mailed to a NEW address (e-mail change) points; the edit-profile module answers
 * it by confirming the change through better-auth, then redirects to the edit profile screen.
 */
export const EMAIL_CHANGE_CONFIRM_PATH = '/api/v1/me/email-change/confirm';

/**
 * The e-mail links that answer with a redirect to a screen (302 and Location) rather than JSON,
 * by `METHOD /path` as the OpenAPI document spells it, with where they lead.
 */
export const REDIRECTING_LINKS: Readonly<Record<string, string>> = {
  [`GET ${AUTH_BASE_PATH}/verify-email`]: `Redirects to ${CONFIRMED_PATH}, or to ${CONFIRM_FAILED_PATH} for a bad, expired or used link`,
  [`GET ${AUTH_BASE_PATH}/reset-password/{token}`]: `Redirects to ${RESET_PASSWORD_PATH}?token=..., or to ${RESET_PASSWORD_PATH}?error=INVALID_TOKEN`,
  [`GET ${EMAIL_CHANGE_CONFIRM_PATH}`]:
    'Redirects to /profile/edit?email=confirmed, or to /profile/edit?email=invalid',
};

/** Header carrying the client address (Fastify's request.ip) to better-auth; any client copy is dropped. */
export const CLIENT_IP_HEADER = 'x-inkforge-client-ip';

export function authLinks(publicUrl: string) {
  const api = `${publicUrl}${AUTH_BASE_PATH}`;
  return {
    /** The confirmation link: better-auth verifies the token, then redirects to CONFIRMED_PATH. */
    verifyEmail: (token: string) =>
      `${api}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(CONFIRMED_PATH)}`,
    /** The reset link: better-auth checks the token, then redirects to /reset-password?token=... */
    resetPassword: (token: string) =>
      `${api}/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PATH)}`,
    /** The link that confirms a new e-mail address (see EMAIL_CHANGE_CONFIRM_PATH). */
    confirmEmailChange: (token: string) =>
      `${publicUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    signIn: `${publicUrl}/login`,
    forgotPassword: `${publicUrl}/forgot-password`,
  };
}
