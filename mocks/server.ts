// First: the process runs on LOOKOUT_NOW's clock before any module reads the time (mocks/clock.ts).
import './clock-from-env';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { stringify as losslessStringify } from 'lossless-json';
import { setBigintWriter } from './json-text';
import { gzipSync } from 'node:zlib';
import { createDemoToken } from './auth';
import { fixIncidentsForRun, incidentsAtFromEnv } from './clock';
import { createBackend } from './backend';
import { currentMembership } from './db/memberships';
import { DEMO_API_KEYS } from './db/seed';
import { handleRequest } from './framework';
import { errorBody, REASON } from './http-errors';
import { parseProfile } from './profiles';
import { parseRateLimit } from './rate-limit';
import { nodeThread } from './engine/node-thread';
import { searchPool } from './engine/search-pool';

/**
 * `npm run mock-server`: the mock service as a real HTTP server on 127.0.0.1, the API at the root
 * path, with CORS for the console's dev and preview origins.
 */
const port = Number(process.env.MOCK_PORT ?? 4010);
const allowedOrigins = (
  process.env.MOCK_CORS_ORIGINS ??
  'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173'
).split(',');
const profile = parseProfile(process.env.MOCK_PROFILE);

/**
 * Searches run on four threads, one search per client at a time, in turn (search-pool.ts): long
 * searches hold three at most and one organisation's two, so while two clients' searches over the
 * longest window run, another organisation's long search starts at once and everyone's short
 * searches on the thread left.
 */
const SEARCH_THREADS = 4;
/** How long others may keep a client's search from starting before it is answered 503 (search-pool.ts). */
const SEARCH_WAIT_MS = Number(process.env.MOCK_SEARCH_WAIT_MS ?? 5_000);

// One moment this server and its search threads (which inherit the environment) place the incidents
// from: a run's (mocks/clock.ts), so its pages and this server agree, or now.
fixIncidentsForRun(process.env);
const backend = createBackend({
  profile,
  incidentsAt: incidentsAtFromEnv(process.env),
  searcher: searchPool(nodeThread, SEARCH_THREADS, { maxWaitMs: SEARCH_WAIT_MS }),
  // Unset, the profile's own: generous for the demo, the documented 100 per 5 minutes for `vendor`.
  ...(process.env.MOCK_RATE_LIMIT ? { rateLimit: parseRateLimit(process.env.MOCK_RATE_LIMIT) } : {}),
  // The fastest level: the lists it compresses are repetitive JSON (3.5 MB of widgets come to 5 %).
  compress: (text) => gzipSync(text, { level: 1 }),
});

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-BRONTO-API-KEY, If-Match',
    'Access-Control-Expose-Headers': 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, ETag',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** The largest request body read (1 MiB); past it the answer is 413 and the rest is not read. */
const MAX_BODY_BYTES = 1024 * 1024;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

class TooLarge extends Error {}
class Stalled extends Error {}

/**
 * A body that stops arriving (a chunk announced as 2^64 bytes, a client gone quiet) is answered 408
 * after this long without data, instead of holding its connection for ever.
 */
const BODY_IDLE_MS = Number(process.env.MOCK_BODY_IDLE_MS ?? 10_000);

async function readAll(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    let idle = setTimeout(() => reject(new Stalled()), BODY_IDLE_MS);
    req.on('data', (chunk: Buffer) => {
      clearTimeout(idle);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return reject(new TooLarge());
      chunks.push(chunk);
      idle = setTimeout(() => reject(new Stalled()), BODY_IDLE_MS);
    });
    req.on('end', () => {
      clearTimeout(idle);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      clearTimeout(idle);
      reject(error);
    });
  });
}

/** The standard error body, for answers made here rather than by the pipeline. */
function refuse(res: ServerResponse, status: number, details: string, extra: Record<string, string> = {}) {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify(errorBody(status, details));
  // Past a refused body nothing more is read: the connection closes after the answer.
  res
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...extra,
    })
    .end(body);
}

async function serve(req: IncomingMessage, res: ServerResponse) {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  if (!METHODS.has(req.method ?? '')) {
    refuse(res, 405, `The method ${req.method} is not allowed; this API takes ${[...METHODS].join(', ')}.`, {
      Allow: [...METHODS, 'OPTIONS'].join(', '),
      ...cors,
    });
    return;
  }
  // A path is taken as written: `/users/../roles/Admin` names no resource (a URL parser would fold
  // it into /roles/Admin, answering what a proxy's rules for /users never saw).
  const target = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (target.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment)))
    return refuse(
      res,
      400,
      'The request path has a "." or ".." segment; send the path of the resource itself.',
      cors,
    );
  // The request target as a path below this origin: `//` or `//[` is a path here, not another host.
  let url: URL;
  try {
    url = new URL(`http://127.0.0.1:${port}${req.url?.startsWith('/') ? req.url : '/'}`);
  } catch {
    return refuse(res, 400, 'The request path is not a valid URL path.', cors);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = req.method !== 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = hasBody ? new Uint8Array(await readAll(req)) : undefined;
  } catch (error) {
    if (error instanceof TooLarge)
      return refuse(res, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`, cors);
    if (error instanceof Stalled)
      return refuse(res, 408, `No more of the request body arrived for ${BODY_IDLE_MS / 1000} s.`, cors);
    // The client went away mid-body: there is no one to answer.
    return void res.destroy();
  }
  // A client that goes before its answer stops what its request started (a search's thread).
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    signal: gone.signal,
    ...(body ? { body } : {}),
  });
  const response = await handleRequest(backend, request, url.pathname, req.socket.remoteAddress ?? 'unknown');
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
  res.end(Buffer.from(await response.arrayBuffer()));
}

// Whatever one request does (an aborted body, an odd method, a bug), the server keeps serving the next.
// Node 20 has no JSON.rawJSON: the live-service profile's 64-bit sequences are written by lossless-json.
setBigintWriter((body) => losslessStringify(body) ?? 'null');

// A client that sends its request line and headers no faster than a byte now and then holds a
// connection: headers take at most as long as a pause in a body may (Node checks each second).
const server = createServer(
  { headersTimeout: BODY_IDLE_MS, requestTimeout: 6 * BODY_IDLE_MS, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    serve(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      refuse(res, 500, `Unexpected error in the mock service: ${message}`);
    });
  },
);

/** Connections answered for a request that could not be read, while what they still send is drained. */
const answered = new WeakSet<object>();

// Malformed requests (a 1 MB header, bad chunked encoding) never reach the handler: answer them with
// the standard body where the socket still can, and keep serving.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  // Each further chunk of a refused request fails to parse again: the answer is on its way, and
  // destroying the socket now would reset the connection and lose it.
  if (answered.has(socket)) return;
  if (!socket.writable) return void socket.destroy();
  answered.add(socket);
  // A client that never finishes sending is not waited for.
  if (socket instanceof Socket) socket.setTimeout(10_000, () => socket.destroy());
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const details =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? `The request did not arrive within ${BODY_IDLE_MS / 1000} s.`
        : `The request is malformed (${error.code ?? 'unknown'}).`;
  const body = JSON.stringify(errorBody(status, details));
  // What the client still sends is read and dropped: a socket closed with bytes unread resets the
  // connection, and a client still writing its 1 MB header would lose the answer with it.
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${REASON[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
});

server.listen(port, '127.0.0.1', () => {
  const { config } = backend.rateLimiter;
  const users = backend.db.state.users.slice(0, 3);
  console.log(
    `Lookout mock service on http://127.0.0.1:${port}, answering as ${profile.name === 'vendor' ? "the vendor's live service" : 'the seed describes'} (profile ${profile.name}; rate limit ${config.requests} per ${config.windowSeconds} s)`,
  );
  console.log('\nDemo API keys (header X-BRONTO-API-KEY):');
  for (const [role, key] of Object.entries(DEMO_API_KEYS)) console.log(`  ${role.padEnd(9)} ${key}`);
  console.log('\nDemo bearer tokens (header Authorization: Bearer <token>):');
  for (const user of users)
    console.log(
      `  ${user.first_name} ${user.last_name} (${currentMembership(backend.db.state, user.id)?.roles.join(', ')})\n    ${createDemoToken(user.id)}`,
    );
  console.log(`\nTry: curl -H 'X-BRONTO-API-KEY: demo-admin-key' http://127.0.0.1:${port}/roles/Admin`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
