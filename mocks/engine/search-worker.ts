import { offsetTo, shiftClock } from '../clock';
import { SearchEngine } from './search';
import { answer, warmUp, type SearchCall, type WarmUpCall } from './search-offload';
import { indexedDbStore } from './summary-store';

/**
 * The browser demo's search engine, off the page's main thread (see `search-offload.ts`), made by
 * the warm-up call that comes before any search.
 */
let engine: SearchEngine | undefined;

/**
 * The warm-up waits for the worker to be this long without a search, so a reload's first pages (a
 * monitors list evaluates every monitor here) are answered first; queued at once when the demo
 * started, its datasets held a reload's monitors list back by about 60 ms. Not longer: a page that
 * asks for nothing at first (a dashboard list) should find the datasets warm when a person clicks on.
 */
const QUIET_MS = 100;
let lastSearch = 0;

globalThis.addEventListener('message', (event: MessageEvent<SearchCall | WarmUpCall>) => {
  if ('warm' in event.data) {
    shiftClock(offsetTo(event.data.now));
    engine = new SearchEngine(() => Date.now(), {
      summaries: event.data.summaries && typeof indexedDB !== 'undefined' ? indexedDbStore() : false,
      incidentsAt: event.data.incidentsAt,
    });
    // A dataset at a time, each its own task, and only after a quiet moment.
    const warming = engine;
    const waiting = [...event.data.warm];
    const next = () => {
      const wait = lastSearch + QUIET_MS - performance.now();
      if (wait > 0) {
        setTimeout(next, wait);
        return;
      }
      const spec = waiting.shift();
      if (!spec) return;
      warmUp(warming, [spec]);
      setTimeout(next);
    };
    setTimeout(next, QUIET_MS);
  } else {
    lastSearch = performance.now();
    engine ??= new SearchEngine(() => Date.now());
    void answer(engine, event.data).then((reply) => {
      lastSearch = performance.now();
      postMessage(reply);
    });
  }
});
