import { useEffect, useState } from 'react';

/**
 * The time, renewed every half minute, so what a screen says of the time (a hold that lapses, a
 * dose that falls overdue) changes on an open page too, with no reload and no signal.
 */
export function useClock(tickMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
