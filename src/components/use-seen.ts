import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport yet (and stays true after): heavy content such as a
 * chart renders only once it could be seen.
 */
export function useSeen<T extends Element>(margin = '200px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen];
}
