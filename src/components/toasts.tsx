import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts (sonner) load after the first paint, outside the first-visit budget. `notify` waits until
 * the Toaster has mounted and subscribed, so a toast raised early is shown, not lost.
 */
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

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="bottom-right" closeButton />
    </Suspense>
  );
}

export function notify(kind: 'success' | 'error', message: string): void {
  void ready.then(() => import('sonner')).then(({ toast }) => toast[kind](message));
}
