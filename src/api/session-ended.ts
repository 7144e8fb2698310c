import { ApiError } from './errors';

/**
 * A credential the service stopped accepting (401: expired, revoked) while someone works. Requests
 * refused with it wait here, with the work on screen untouched (a save stays "saving", a form keeps
 * every field), until the person signs in again in the same tab, when they are sent again with the
 * new credential, or signs out, when they fail.
 *
 * Only while the console's sign-in-again dialog is mounted (`attach`): before the shell is up (the
 * sign-in page, the first identity read of a reload) a 401 fails at once, as it must.
 */
interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

let attached = 0;
let proving = 0;
let ended = false;
const waiters = new Set<Waiter>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const sessionEnded = {
  /** The sign-in-again dialog is ready; returns its detach. */
  attach(): () => void {
    attached++;
    return () => {
      attached--;
    };
  },

  isEnded: (): boolean => ended,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Whether a request the service refused with 401 should wait for the person to sign in again. */
  canWait: (): boolean => attached > 0 && proving === 0,

  /** Waits for a new sign-in; fails if the caller gives up (`signal`) or the person signs out. */
  wait(signal?: AbortSignal | null): Promise<void> {
    if (!ended) {
      ended = true;
      notify();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      waiters.add(waiter);
      signal?.addEventListener('abort', () => {
        waiters.delete(waiter);
        reject(signal.reason);
      });
    });
  },

  /** Runs the proof of a new credential: its own 401s are answers to show, not reasons to wait. */
  async prove<T>(run: () => Promise<T>): Promise<T> {
    proving++;
    try {
      return await run();
    } finally {
      proving--;
    }
  },

  /** Signed in again: everything that waited is sent again with the new credential. */
  resume(): void {
    ended = false;
    notify();
    waiters.forEach((waiter) => waiter.resolve());
    waiters.clear();
  },

  /** Signed out instead: everything that waited fails. */
  abandon(): void {
    const error = new ApiError('signed-out', 0, 'Signed out', 'Signed out before this was sent.');
    waiters.forEach((waiter) => waiter.reject(error));
    waiters.clear();
    if (ended) {
      ended = false;
      notify();
    }
  },
};
