/**
 * Loads signed-in-screens.ts, the signed-in screens' code by route path. The router and `/` call
 * it on a signed-in navigation; the header calls it once the session names a user, so that chunk
 * is usually in before the first such navigation.
 */
export const loadSignedInScreens = () => import('./signed-in-screens');
