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
    // A dataset at a time, each its own task: a search that arrives meanwhile is answered between them.
    const warming = engine;
    for (const spec of event.data.warm) setTimeout(() => warmUp(warming, [spec]));
  } else {
    engine ??= new SearchEngine(() => Date.now());
    void answer(engine, event.data).then((reply) => postMessage(reply));
  }
});
