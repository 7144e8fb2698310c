/**
 * What waits for the rate limit's window, asked again in priority when it resets: what the person is
 * looking at first (in view, top to bottom), then the rest, a moment apart, so the first answers come
 * back first instead of every held-back request going at once.
 */
export interface Waiter {
  /** Smaller goes first: on screen from its top, off screen after everything on screen. */
  rank: () => number;
  retry: () => void;
}

/** Between two retries released by one reset. */
export const RELEASE_SPACING_MS = 60;
/** After the reset the service named, a margin for clocks that disagree. */
const AFTER_RESET_MS = 250;

const waiting = new Set<Waiter>();
let timer: ReturnType<typeof setTimeout> | undefined;
let releaseAt = 0;

/** Waits for the window that resets at `retryAt` (ms since epoch); returns a way to stop waiting. */
export function waitForWindow(retryAt: number, waiter: Waiter): () => void {
  waiting.add(waiter);
  if (timer === undefined || retryAt + AFTER_RESET_MS > releaseAt) {
    if (timer !== undefined) clearTimeout(timer);
    releaseAt = retryAt + AFTER_RESET_MS;
    timer = setTimeout(release, Math.max(0, releaseAt - Date.now()));
  }
  return () => waiting.delete(waiter);
}

function release(): void {
  timer = undefined;
  const order = [...waiting].sort((a, b) => a.rank() - b.rank());
  waiting.clear();
  order.forEach((waiter, i) => (i === 0 ? waiter.retry() : setTimeout(waiter.retry, i * RELEASE_SPACING_MS)));
}

/** An element's rank: its top edge on screen, or after everything on screen by its distance. */
export function rankOf(element: Element | null): number {
  if (!element) return Number.MAX_SAFE_INTEGER;
  const box = element.getBoundingClientRect();
  const inView = box.bottom > 0 && box.top < window.innerHeight;
  return inView ? Math.max(0, box.top) : 1e6 + Math.abs(box.top);
}
