import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `active`, and at once whenever `since`
 * changes (so a countdown to a new deadline never starts from a stale clock).
 */
export function useNow(active: boolean, intervalMs = 1000, since?: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const id = active ? window.setInterval(() => setNow(Date.now()), intervalMs) : undefined;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [active, intervalMs, since]);
  return now;
}
