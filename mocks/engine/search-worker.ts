import { SearchEngine } from './search';
import { answer, warmUp, type SearchCall, type WarmUpCall } from './search-offload';
import { indexedDbStore } from './summary-store';

/**
 * The browser demo's search engine, off the page's main thread (see `search-offload.ts`), made by
 * the warm-up call that comes before any search.
 */
let engine: SearchEngine | undefined;

globalThis.addEventListener('message', (event: MessageEvent<SearchCall | WarmUpCall>) => {
  if ('warm' in event.data) {
    engine = new SearchEngine(() => Date.now(), {
      summaries: event.data.summaries && typeof indexedDB !== 'undefined' ? indexedDbStore() : false,
    });
    warmUp(engine, event.data.warm);
  } else {
    engine ??= new SearchEngine(() => Date.now());
    void answer(engine, event.data).then((reply) => postMessage(reply));
  }
});
