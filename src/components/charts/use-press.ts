import { useRef } from 'react';

/**
 * A chart part (a bar, a slice) chosen by a press: known when the button goes down, chosen when it
 * comes up anywhere on the chart. A first click or tap also mounts the chart's tooltip, and that redraw
 * replaces the part between down and up, so the browser would send the part no click at all.
 */
export function usePress<T>(choose: ((item: T) => void) | undefined) {
  const pressed = useRef<{ item: T } | null>(null);
  return {
    press: (item: T) => {
      pressed.current = { item };
    },
    release: () => {
      const was = pressed.current;
      pressed.current = null;
      if (was && choose) choose(was.item);
    },
  };
}
