import { APIError } from 'better-auth/api';
import type { Auth } from './create-auth';

/**
 * True when `password` is the current password of the account signed in with `cookie` (the
 * request's Cookie header), checked by better-auth against the stored hash. False for a wrong
 * password or an account without one; anything else (a database failure) is thrown.
 */
export async function isCurrentPassword(auth: Auth, cookie: string, password: string): Promise<boolean> {
  try {
    await auth.api.verifyPassword({ headers: new Headers({ cookie }), body: { password } });
    return true;
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) return false;
    throw err;
  }
}
