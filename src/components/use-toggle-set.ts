import { useCallback, useState } from 'react';

/** A set of keys a person turns on and off one at a time (series hidden, rows unfolded); `toggle` is stable. */
export function useToggleSet(): [ReadonlySet<string>, (key: string) => void] {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setKeys((before) => {
        const next = new Set(before);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return [keys, toggle];
}
