// First: the tests run on LOOKOUT_NOW's clock when one is set (mocks/clock.ts).
import './mocks/clock-from-env';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(() => cleanup());

// Route tests render whole pages over the mock service. A wait is a bound, not a budget: findBy and
// waitFor pass the moment what they look for is there, so the bound only ends a wait for what never
// comes, and it is wide enough for a busy machine (three CPU hogs on two cores draw a page several
// times slower). No test sets a smaller one.
configure({ asyncUtilTimeout: 60_000 });

// jsdom lays nothing out, so it has no ResizeObserver: elements that measure themselves (tables,
// charts) are told nothing and keep their unmeasured form. Tests that need sizes call stubLayout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom scrolls nothing (it lays nothing out) and says so on every window.scrollTo, which the router
// calls after each navigation: a scroll that moves nothing, without the noise.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
