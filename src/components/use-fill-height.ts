import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that takes an element from where it starts down to the bottom of the window, less
 * `below` (what follows it), never under `least`: a list sized so becomes the page's one scroll
 * container, with the page around it still. Measured again when anything above it changes size.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  below: string,
  least: string,
  /** Whether the element is drawn now: measured once it is. */
  drawn = true,
): string | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + globalThis.scrollY));
    measure();
    globalThis.addEventListener('resize', measure);
    // The body's size changes when what is above the list does (a chart drawn, a banner shown).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      globalThis.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, drawn]);
  return top === undefined ? undefined : `max(${least}, calc(100dvh - ${top}px - ${below}))`;
}
