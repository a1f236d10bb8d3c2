import { COMMON_PASSWORDS_DATA } from './common-passwords.data';

let common: Set<string> | undefined;

/**
 * Whether `password` is one of the 10,000 most common passwords, ignoring case
 * ('PassWord123' counts as 'password123'). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_DATA.split(' '));
  return common.has(password.toLowerCase());
}
