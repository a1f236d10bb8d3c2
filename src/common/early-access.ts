/**
 * Early access (issue 25), shared by the server's refusal and the reader's screens without zod
 * (the signed-out story page imports it).
 */
/** 'Early access: free for everyone on 5 December 2026' (the day in UTC, so server and client agree). */
export function earlyAccessText(publicAt: string): string {
  const day = new Date(publicAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Early access: free for everyone on ${day}`;
}
