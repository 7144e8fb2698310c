import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** Past this, what waits goes ahead anyway: a slow answer holds nothing back for long. */
const MAX_WAIT_MS = 3000;

let drawn = false;
let since: number | undefined;
const listeners = new Set<() => void>();

function markDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
}

/**
 * Whether the first page's answers have arrived and been drawn, once per load of the console. What a
 * page does not need for its first paint and that weighs most (the query editor, the charts) waits for
 * it, so the answers and the first rows have the network and the thread to themselves: on a phone's
 * network, the editor's and the charts' 180 kB arriving beside Logs' first events held the rows back by
 * a second. It is true once nothing is being fetched and a frame has been painted since, or
 * MAX_WAIT_MS after it was first asked; from then on, on every page, it is true at once.
 */
export function useFirstAnswersDrawn(): boolean {
  const [isDrawn, setDrawn] = useState(drawn);
  const fetching = useIsFetching();
  useEffect(() => {
    if (isDrawn) return;
    // What waited is drawn as a transition: React draws it a few milliseconds at a time, between
    // whatever else the page does (the charts' first draw is tens of milliseconds on a phone).
    const listener = () => startTransition(() => setDrawn(true));
    if (drawn) return listener();
    listeners.add(listener);
    since ??= performance.now();
    const cap = setTimeout(markDrawn, Math.max(0, MAX_WAIT_MS - (performance.now() - since)));
    if (fetching > 0)
      return () => {
        listeners.delete(listener);
        clearTimeout(cap);
      };
    // The frame that draws the last answer, then the next one: the work that waited starts after both.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (timer = setTimeout(markDrawn)));
    });
    return () => {
      listeners.delete(listener);
      clearTimeout(cap);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [fetching, isDrawn]);
  return isDrawn;
}
