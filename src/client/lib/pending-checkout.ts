/**
 * The plan a visitor picked on /subscription before having an account. It has to survive
 * register -> confirm e-mail (a link the server sends to /login?confirmed=1) -> sign in, which no
 * URL parameter does, so it waits in localStorage for a day. After sign-in the login screen goes
 * to its checkout; the checkout screen forgets it once open.
 */
const KEY = 'inkforge.pendingCheckout';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Pending = { plan: string; interval: string; savedAt: number };

/** The checkout path of a plan, e.g. /subscription/checkout?plan=Chronicler&interval=yearly. */
export function checkoutPath(plan: string, interval: string): string {
  return `/subscription/checkout?${new URLSearchParams({ plan, interval }).toString()}`;
}

/** Remembers the visitor's choice until they have signed in. */
export function rememberPendingCheckout(plan: string, interval: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ plan, interval, savedAt: Date.now() } satisfies Pending));
  } catch {
    // Storage may be off (private mode); the visitor then picks the plan again after signing in.
  }
}

/** The remembered checkout path, or undefined when none (or older than a day). */
export function pendingCheckoutPath(now = Date.now()): string | undefined {
  try {
    const pending = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Pending | null;
    if (!pending || typeof pending.plan !== 'string' || typeof pending.interval !== 'string')
      return undefined;
    if (!(now - pending.savedAt < MAX_AGE_MS)) return undefined;
    return checkoutPath(pending.plan, pending.interval);
  } catch {
    return undefined;
  }
}

/** Forgets the remembered choice (the checkout it led to is open). */
export function forgetPendingCheckout(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is off.
  }
}
