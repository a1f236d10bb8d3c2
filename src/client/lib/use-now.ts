import { useEffect, useState } from 'react';

/**
 * "Now" as a timestamp that stays the same during a render and moves on every `everyMs`
 * (a minute by default), so relative times ("5 minutes ago") stay pure in render and still age.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
