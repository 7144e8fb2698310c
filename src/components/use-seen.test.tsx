import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from './use-seen';

/** IntersectionObservers the test moves elements through: in view, or only within the margin. */
const observers: { margin: string; callback: IntersectionObserverCallback; target?: Element }[] = [];

function place(where: 'in view' | 'near' | 'far') {
  for (const o of observers) {
    const isIntersecting = where === 'in view' || (where === 'near' && o.margin !== '0px');
    if (o.target)
      o.callback([{ target: o.target, isIntersecting } as IntersectionObserverEntry], {} as never);
  }
}

function Panel() {
  const [ref, seen] = useSeen<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'chart' : 'waiting'}</div>;
}

beforeEach(() => {
  observers.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin ?? '0px' } as (typeof observers)[number];
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = undefined;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSeen', () => {
  it('shows what is in view at once', () => {
    render(<Panel />);
    act(() => place('in view'));
    expect(screen.getByText('chart')).toBeDefined();
  });

  it('shows what is only near the view once the page has settled, not before', () => {
    render(<Panel />);
    act(() => place('near'));
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.runOnlyPendingTimers();
    }); // the idle callback
    expect(screen.getByText('chart')).toBeDefined();
  });

  it('shows what is scrolled into view while it waits, and never what moves away again', () => {
    render(<Panel />);
    act(() => place('near'));
    act(() => place('in view'));
    expect(screen.getByText('chart')).toBeDefined();

    render(<Panel />);
    act(() => place('near'));
    act(() => place('far'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getAllByText(/chart|waiting/).map((e) => e.textContent)).toEqual(['chart', 'waiting']);
  });
});
