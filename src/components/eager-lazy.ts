import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that starts loading as soon as this is called, and once loaded
 * renders directly: React.lazy alone suspends on every first use, even when the chunk has arrived,
 * and React holds a revealed Suspense boundary back for a moment, which costs a dashboard of charts
 * hundreds of milliseconds. Render it inside a Suspense boundary, for the first moments.
 */
export function eagerLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((module) => {
    loaded = module.default;
    return module;
  });
  const Lazy = lazy(() => ready);
  return function EagerLazy(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}
