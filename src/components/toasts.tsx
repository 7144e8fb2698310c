import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts (sonner, about 9 kB) load with the first toast, never with a page: most visits raise none.
 * `notify` mounts the Toaster, then waits until it has subscribed, so the first toast is shown, not lost.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster(props: ComponentProps<typeof SonnerToaster>) {
    // Runs after the Toaster's own effects (children first): its subscription is in place.
    useEffect(() => markReady(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="bottom-right" closeButton />
    </Suspense>
  );
}

export function notify(kind: 'success' | 'error', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then(() => import('sonner')).then(({ toast }) => toast[kind](message));
}
