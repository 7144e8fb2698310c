import { useCallback, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

type Listener = (size: Size) => void;
const listeners = new Map<Element, Listener>();
let observer: ResizeObserver | undefined;

/**
 * One ResizeObserver for every element that asks: sizes arrive together, after the browser's own
 * layout, so fifty charts measuring themselves cost no forced layout each (as recharts'
 * ResponsiveContainer does with getBoundingClientRect) and render once, at their size.
 */
function shared(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const { width, height } = entry.contentRect;
      listeners.get(entry.target)?.({ width: Math.floor(width), height: Math.floor(height) });
    }
  });
  return observer;
}

/** The element's content size in whole pixels, undefined until the first measurement. */
export function useElementSize<T extends Element>(): [
  (node: T | null) => (() => void) | undefined,
  Size | undefined,
] {
  const [size, setSize] = useState<Size>();
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    listeners.set(node, (next) =>
      setSize((prev) => (prev?.width === next.width && prev.height === next.height ? prev : next)),
    );
    shared().observe(node);
    return () => {
      listeners.delete(node);
      shared().unobserve(node);
    };
  }, []);
  return [ref, size];
}
