import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(() => cleanup());

// Route tests render whole pages over the mock service; on a busy 2-core machine (CI runs files in
// parallel) a page can take longer than the default second to appear. Waiting longer never passes a
// wrong page: findBy still fails when what it looks for never comes.
configure({ asyncUtilTimeout: 5_000 });

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
