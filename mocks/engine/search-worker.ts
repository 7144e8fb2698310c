import { SearchEngine } from './search';
import { answer, warmUp, type SearchCall, type WarmUpCall } from './search-offload';

/** The browser demo's search engine, off the page's main thread (see `search-offload.ts`). */
const engine = new SearchEngine(() => Date.now());

globalThis.addEventListener('message', (event: MessageEvent<SearchCall | WarmUpCall>) => {
  if ('warm' in event.data) warmUp(engine, event.data.warm);
  else postMessage(answer(engine, event.data));
});
