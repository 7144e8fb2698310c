import { SearchEngine } from './search';
import { answer, type SearchCall } from './search-offload';

/** The browser demo's search engine, off the page's main thread (see `search-offload.ts`). */
const engine = new SearchEngine(() => Date.now());

globalThis.addEventListener('message', (event: MessageEvent<SearchCall>) => {
  postMessage(answer(engine, event.data));
});
