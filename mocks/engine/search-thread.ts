// First: the thread runs on the server's clock (LOOKOUT_NOW, mocks/clock.ts).
import '../clock-from-env';
import { parentPort } from 'node:worker_threads';
import { incidentsAtFromEnv } from '../clock';
import { SearchEngine } from './search';
import { answer, type SearchCall } from './search-offload';

/**
 * `npm run mock-server`'s search threads (see `search-pool.ts`): each its own engine, answering one
 * search at a time, so a long search holds this thread and never the server's.
 */
const engine = new SearchEngine(() => Date.now(), { incidentsAt: incidentsAtFromEnv(process.env) });
parentPort?.on('message', (call: SearchCall) => {
  void answer(engine, call).then((reply) => parentPort?.postMessage(reply));
});
