import { vi } from 'vitest';

/**
 * What jsdom does not lay out, for route tests of pages that measure themselves (the dashboard grid,
 * lazily drawn widgets): every element 1,200 px wide and in view, the screen not narrow.
 */
export function stubLayout(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: { width: 1200, height: 300 } } as ResizeObserverEntry],
          this as never,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
  // Nothing scrolls in jsdom; pages that bring a row into view call it all the same.
  Element.prototype.scrollIntoView ??= () => undefined;
}
