/**
 * better-auth's e-mail verification tokens are signed JWTs. A token for an e-mail change carries
 * `updateTo` (the new address); a sign-up confirmation does not. create-auth.ts reads this to
 * send the right message from the one `sendVerificationEmail` hook. Only the unverified payload
 * is read here, to choose a mail template: better-auth verifies the signature when the link is used.
 */
export function emailChangeTarget(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const updateTo = (parsed as { updateTo?: unknown } | null)?.updateTo;
    return typeof updateTo === 'string' ? updateTo : null;
  } catch {
    return null;
  }
}
