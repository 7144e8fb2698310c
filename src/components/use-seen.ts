import { useEffect, useRef, useState } from 'react';

/** Runs `run` once the page has settled: a second from now, at the browser's next idle moment. */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback: there the second's wait is all.
    if (typeof globalThis.requestIdleCallback === 'function') idle = globalThis.requestIdleCallback(run);
    else run();
  }, 1000);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) globalThis.cancelIdleCallback(idle);
  };
}

/**
 * Whether an element has come near the viewport yet (and stays true after): heavy content such as a
 * chart renders only once it could be seen. An element in view is seen at once; one only within
 * `margin` of it (about to be scrolled to) once the page has settled, so it never delays what a
 * person already looks at (idle moments come while the page waits for its data, too early).
 */
export function useSeen<T extends Element>(margin = '200px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const see = () => setSeen(true);
    // No way to tell what is in view (an old browser, a test's DOM): everything counts as seen.
    if (typeof IntersectionObserver === 'undefined') {
      see();
      return;
    }
    let cancelWait: (() => void) | undefined;
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) see();
    });
    const near = new IntersectionObserver(
      (entries) => {
        cancelWait?.();
        cancelWait = entries.some((e) => e.isIntersecting) ? whenSettled(see) : undefined;
      },
      { rootMargin: margin },
    );
    inView.observe(element);
    near.observe(element);
    return () => {
      cancelWait?.();
      inView.disconnect();
      near.disconnect();
    };
  }, [seen, margin]);
  return [ref, seen];
}
