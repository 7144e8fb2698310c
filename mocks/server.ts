import { createServer, type IncomingMessage } from 'node:http';
import { createDemoToken } from './auth';
import { createBackend } from './backend';
import { DEMO_API_KEYS } from './db/seed';
import { handleRequest } from './framework';
import { parseProfile } from './profiles';
import { parseRateLimit } from './rate-limit';

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
const backend = createBackend({
  profile,
  // Unset, the profile's own: generous for the demo, the documented 100 per 5 minutes for `vendor`.
  ...(process.env.MOCK_RATE_LIMIT ? { rateLimit: parseRateLimit(process.env.MOCK_RATE_LIMIT) } : {}),
});

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-BRONTO-API-KEY',
    'Access-Control-Expose-Headers': 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const server = createServer(async (req, res) => {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await readAll(req)) : undefined;
  const request = new Request(url, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) });
  const response = await handleRequest(backend, request, url.pathname);
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
  res.end(Buffer.from(await response.arrayBuffer()));
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
      `  ${user.first_name} ${user.last_name} (${user.roles.join(', ')})\n    ${createDemoToken(user.id)}`,
    );
  console.log(`\nTry: curl -H 'X-BRONTO-API-KEY: demo-admin-key' http://127.0.0.1:${port}/roles/Admin`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
