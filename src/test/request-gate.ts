import { http, type RequestHandler } from 'msw';

/** The part of MSW's Node server a gate needs: its runtime handlers and its request events. */
interface Server {
  use(...handlers: RequestHandler[]): void;
  events: {
    on(event: 'request:start', listener: (args: { request: Request }) => void): void;
    removeListener(event: 'request:start', listener: (args: { request: Request }) => void): void;
  };
}

/** A request as the route-data cases name it: `POST /search`, the path after the service's base. */
export function requestName(request: Request, baseUrl: string): string {
  const path = new URL(request.url).pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length);
  return `${request.method} ${path}`;
}

/**
 * Holds every answer of the mock service at `baseUrl` until released, and records the order of what
 * happens: which requests started while every answer was held, and, answers let through one at a
 * time, which answer each later request followed. How the route-data test tells a request that waits
 * for another's answer from one that is only slow to start (a lazy chunk on a busy machine): by order,
 * never by how long anything took. A request that needs an answer cannot start while every answer is
 * held.
 */
export function holdAnswers(server: Server, baseUrl: string) {
  const held: { name: string; let: () => void }[] = [];
  let open = false;
  const whileHeld = new Set<string>();
  /** Each request that started after answers began to go, and the last answer let through before it. */
  const after = new Map<string, string>();
  let lastLet: string | undefined;
  const record = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(baseUrl)) return;
    const name = requestName(request, baseUrl);
    if (lastLet === undefined) whileHeld.add(name);
    else if (!after.has(name)) after.set(name, lastLet);
  };
  server.events.on('request:start', record);
  server.use(
    http.all(`${baseUrl.replace(/\/$/, '')}/*`, async ({ request }) => {
      if (!open)
        await new Promise<void>((resolve) =>
          held.push({ name: requestName(request, baseUrl), let: resolve }),
        );
      // On to the service's own handlers.
      return undefined;
    }),
  );
  return {
    /** The requests that started while every answer was held. */
    whileHeld,
    /** Of `expected`, those that have not started while every answer was held. */
    missing: (expected: Iterable<string>) => [...new Set(expected)].filter((name) => !whileHeld.has(name)),
    /** Lets the first answer still held through (in the order the requests came); false when none is. */
    letNext: (): boolean => {
      const next = held.shift();
      if (!next) return false;
      lastLet = next.name;
      next.let();
      return true;
    },
    /** The answer `name` followed, once answers began to go (undefined: it has not started). */
    followed: (name: string) => after.get(name),
    /** Lets every answer through, those held and those to come, and stops recording. */
    release: () => {
      open = true;
      lastLet ??= '(all)';
      server.events.removeListener('request:start', record);
      held.splice(0).forEach((h) => h.let());
    },
  };
}
