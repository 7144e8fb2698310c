import { useSyncExternalStore } from 'react';
import { STACK_BELOW } from './layout';

const query = `(max-width: ${STACK_BELOW - 1}px)`;

/** Whether the screen is too narrow for the stored 12-column layout (the stacked layout shows instead). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}
