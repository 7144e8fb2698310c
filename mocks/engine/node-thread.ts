import { Worker } from 'node:worker_threads';
import type { SearchReply } from './search-offload';
import type { SearchThread } from './search-pool';

/**
 * `npm run mock-server`'s search threads: a worker thread running `search-thread.ts` through tsx, as the
 * server runs (a thread does not inherit its loader). A thread that fails answers its search 500 and
 * is replaced, so the pool never posts to a dead thread.
 */
const THREAD_SCRIPT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(new URL('./search-thread.ts', import.meta.url).href)});
});`;

export function nodeThread(): SearchThread {
  const listeners: ((reply: SearchReply) => void)[] = [];
  let running: number | undefined;
  const spawn = (): Worker =>
    new Worker(THREAD_SCRIPT, { eval: true })
      .on('message', (reply: SearchReply) => {
        running = undefined;
        listeners.forEach((listener) => listener(reply));
      })
      .on('error', (error) => {
        worker = spawn();
        if (running === undefined) return;
        const details = `The search failed: ${error.message}`;
        listeners.forEach((listener) =>
          listener({ id: running as number, error: { status: 500, details, headers: {} } }),
        );
        running = undefined;
      });
  let worker = spawn();
  return {
    post: (call) => {
      running = call.id;
      worker.postMessage(call);
    },
    onReply: (listener) => void listeners.push(listener),
    terminate: () => void worker.removeAllListeners().terminate(),
  };
}
