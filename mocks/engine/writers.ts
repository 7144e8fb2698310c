import type { Prng } from '../db/prng';
import type { LogKind } from './catalogue';
import type { FieldValue, Level } from './event';
import { workerEvent } from './worker-writer';
import { inSearchCompaction, SEARCH_503 } from './incidents';

/** What a writer produces for one event; the generator adds time, sequence and log id. */
interface Written {
  level: Level;
  raw: string;
  kvs: Record<string, FieldValue>;
  attrs: Record<string, FieldValue>;
  origin: string;
}

/** `incident`: the id of the incident under way in this log at that moment (engine/incidents.ts). */
type Writer = (rng: Prng, timestamp: number, incident: string | undefined) => Written;

const REGIONS = ['eu-west-1', 'eu-central-1', 'us-east-1'];
const PATHS = [
  '/',
  '/products',
  '/products/42',
  '/api/products',
  '/api/cart',
  '/api/checkout',
  '/api/search',
  '/login',
  '/static/app.js',
  '/static/app.css',
  '/healthz',
];
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Mobile/15E148',
  'curl/8.5.0',
  'Googlebot/2.1',
];
const USERS = Array.from({ length: 60 }, (_, i) => `u_${1000 + i * 7}`);
const PROVIDERS = ['cardpay', 'swiftpay', 'paynet'];
const NAMESPACES = ['shop', 'payments', 'search', 'kube-system'];

/** A value drawn with the given weights: [[value, weight], ...]. */
function weighted<T>(rng: Prng, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = rng.next() * total;
  for (const [value, weight] of choices) {
    r -= weight;
    if (r < 0) return value;
  }
  return (choices[choices.length - 1] as [T, number])[0];
}

/** A long-tailed latency in ms: most requests fast, a few slow. */
function latency(rng: Prng, median: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.max(1, Math.round(median * Math.exp(0.6 * z)));
}

const ip = (rng: Prng) =>
  `${rng.pick([203, 198, 192])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
const host = (rng: Prng, prefix: string, n: number) => `${prefix}-${rng.int(1, n)}`;
const resource = (rng: Prng, prefix: string, n: number): Record<string, FieldValue> => ({
  $environment: 'production',
  $region: rng.pick(REGIONS),
  $host: host(rng, prefix, n),
});
const levelOfStatus = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

function clfTime(timestamp: number): string {
  const d = new Date(timestamp);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

const nginx: Writer = (rng, timestamp, incident) => {
  if (incident === SEARCH_503.id && rng.chance(0.3)) return failingSearch(rng, timestamp);
  const timeouts = incident === 'payments-provider-timeouts';
  const path = timeouts && rng.chance(0.5) ? '/api/checkout' : rng.pick(PATHS);
  const method = path.startsWith('/api/c')
    ? weighted(rng, [
        ['POST', 3],
        ['GET', 1],
      ])
    : weighted(rng, [
        ['GET', 90],
        ['POST', 6],
        ['PUT', 2],
        ['DELETE', 2],
      ]);
  const status =
    timeouts && path === '/api/checkout'
      ? weighted(rng, [
          [502, 5],
          [504, 3],
          [200, 2],
        ])
      : weighted(rng, [
          [200, 880],
          [304, 40],
          [404, 40],
          [301, 10],
          [401, 10],
          [429, 5],
          [500, 8],
          [503, 2],
        ]);
  // The same draws whatever the median: a compaction slows searches and changes nothing else.
  const median = path.startsWith('/static')
    ? 8
    : path === '/api/search' && inSearchCompaction(timestamp)
      ? 400
      : 45;
  const latencyMs = status >= 502 ? rng.int(5000, 30000) : latency(rng, median);
  const bytes = status === 304 ? 0 : rng.int(180, path.startsWith('/static') ? 250_000 : 48_000);
  const clientIp = ip(rng);
  const agent = rng.pick(AGENTS);
  const attrs = webHost(rng, incident);
  // The upgraded host fails every search it is sent, at once.
  if (attrs.$version === SEARCH_503.version && path === SEARCH_503.path)
    return accessLine(timestamp, {
      method,
      path,
      status: SEARCH_503.status,
      bytes: 0,
      latencyMs: 2,
      clientIp,
      agent,
      attrs,
    });
  return accessLine(timestamp, { method, path, status, bytes, latencyMs, clientIp, agent, attrs });
};

/** A web host's resource attributes, with the version it runs (the upgraded one during its incident). */
function webHost(rng: Prng, incident: string | undefined): Record<string, FieldValue> {
  // As resource() draws them: the region, then the host.
  const $region = rng.pick(REGIONS);
  const $host = host(rng, 'web', 6);
  const upgraded = incident === UPGRADE && $host === UPGRADED_HOST;
  return {
    $environment: 'production',
    $region,
    $host,
    $service: 'nginx',
    $version: upgraded ? UPGRADED_VERSION : USUAL_VERSION,
  };
}
// Read once: a module's exported object is read through a getter on every access where it is bundled.
const {
  id: UPGRADE,
  host: UPGRADED_HOST,
  version: UPGRADED_VERSION,
  usualVersion: USUAL_VERSION,
} = SEARCH_503;

function accessLine(
  timestamp: number,
  line: {
    method: string;
    path: string;
    status: number;
    bytes: number;
    latencyMs: number;
    clientIp: string;
    agent: string;
    attrs: Record<string, FieldValue>;
  },
): Written {
  const { method, path, status, bytes, latencyMs, clientIp, agent, attrs } = line;
  return {
    level: levelOfStatus(status),
    raw: `${clientIp} - - [${clfTime(timestamp)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${agent}" rt=${(latencyMs / 1000).toFixed(3)}`,
    kvs: {
      method,
      path,
      status_code: status,
      bytes,
      latency_ms: latencyMs,
      client_ip: clientIp,
      user_agent: agent,
    },
    attrs,
    origin: clientIp,
  };
}

/**
 * The upgraded host's failures, beyond its share of the traffic (clients retry): its 503s on the path,
 * and the error it logs for some of them, a line no web host wrote before.
 */
function failingSearch(rng: Prng, timestamp: number): Written {
  const clientIp = ip(rng);
  const attrs = {
    $environment: 'production',
    $region: rng.pick(REGIONS),
    $host: SEARCH_503.host,
    $service: 'nginx',
    $version: SEARCH_503.version,
  };
  if (rng.chance(0.35))
    return {
      level: 'error',
      raw: `${clfTime(timestamp)} [error] 31#31: *${rng.int(1000, 99999)} ${SEARCH_503.line}, client: ${clientIp}, server: ${SEARCH_503.host}, request: "GET ${SEARCH_503.path} HTTP/1.1", upstream: "http://10.0.4.17:8080${SEARCH_503.path}"`,
      kvs: { path: SEARCH_503.path, error: SEARCH_503.line, client_ip: clientIp },
      attrs,
      origin: clientIp,
    };
  return accessLine(timestamp, {
    method: 'GET',
    path: SEARCH_503.path,
    status: SEARCH_503.status,
    bytes: 0,
    latencyMs: rng.int(1, 4),
    clientIp,
    agent: rng.pick(AGENTS),
    attrs,
  });
}

const cdn: Writer = (rng) => {
  const cache = weighted(rng, [
    ['HIT', 78],
    ['MISS', 18],
    ['EXPIRED', 4],
  ]);
  const status = weighted(rng, [
    [200, 940],
    [206, 20],
    [304, 25],
    [404, 12],
    [503, 3],
  ]);
  const pop = rng.pick(['AMS', 'FRA', 'LHR', 'IAD', 'SFO', 'NRT']);
  const path = rng.pick([
    '/static/app.js',
    '/static/app.css',
    '/images/hero.webp',
    '/images/p/42.webp',
    '/fonts/inter.woff2',
  ]);
  const latencyMs = cache === 'HIT' ? latency(rng, 4) : latency(rng, 60);
  const bytes = rng.int(2_000, 400_000);
  const edge = `${pop.toLowerCase()}-edge-${rng.int(1, 4)}`;
  return {
    level: levelOfStatus(status),
    raw: `pop=${pop} cache=${cache} status=${status} bytes=${bytes} time_ms=${latencyMs} path=${path}`,
    kvs: { pop, cache, status_code: status, bytes, latency_ms: latencyMs, path },
    attrs: { $environment: 'production', $host: edge, $service: 'cdn' },
    origin: ip(rng),
  };
};

function jsonEvent(
  level: Level,
  fields: Record<string, FieldValue>,
  attrs: Record<string, FieldValue>,
  origin: string,
): Written {
  return { level, raw: JSON.stringify({ level, ...fields }), kvs: { level, ...fields }, attrs, origin };
}

const checkout: Writer = (rng, _timestamp, incident) => {
  const user = rng.pick(USERS);
  const orderId = `ord_${rng.int(100000, 999999)}`;
  const amount = Math.round(rng.int(500, 25000)) / 100;
  if (incident && rng.chance(0.6)) {
    return jsonEvent(
      'error',
      {
        msg: 'order failed: payment provider did not answer',
        order_id: orderId,
        user_id: user,
        amount,
        currency: 'EUR',
        status_code: rng.pick([502, 504]),
        latency_ms: rng.int(8000, 30000),
        route: '/api/checkout',
      },
      { ...resource(rng, 'checkout', 4), $service: 'checkout-api' },
      '10.0.1.' + rng.int(2, 40),
    );
  }
  const msg = weighted(rng, [
    ['cart updated', 40],
    ['order placed', 25],
    ['payment requested', 25],
    ['coupon rejected', 5],
    ['order failed: out of stock', 5],
  ]);
  const level: Level = msg.startsWith('order failed') ? 'error' : msg === 'coupon rejected' ? 'warn' : 'info';
  return jsonEvent(
    level,
    {
      msg,
      order_id: orderId,
      user_id: user,
      amount,
      currency: rng.pick(['EUR', 'EUR', 'GBP', 'USD']),
      status_code: level === 'error' ? 409 : 200,
      latency_ms: latency(rng, 80),
      route: msg.startsWith('cart') ? '/api/cart' : '/api/checkout',
    },
    { ...resource(rng, 'checkout', 4), $service: 'checkout-api' },
    '10.0.1.' + rng.int(2, 40),
  );
};

const payments: Writer = (rng, _timestamp, incident) => {
  const provider = rng.pick(PROVIDERS);
  const amount = Math.round(rng.int(500, 25000)) / 100;
  const paymentId = `pay_${rng.int(10_000_000, 99_999_999)}`;
  const attrs = { ...resource(rng, 'payments', 3), $service: 'payments-service' };
  if (incident && provider !== 'paynet' && rng.chance(0.85)) {
    return jsonEvent(
      'error',
      {
        msg: `provider timeout after 30000 ms`,
        provider,
        payment_id: paymentId,
        amount,
        outcome: 'timeout',
        latency_ms: 30000,
      },
      attrs,
      '10.0.2.' + rng.int(2, 20),
    );
  }
  const outcome = weighted(rng, [
    ['authorised', 92],
    ['declined', 7],
    ['error', 1],
  ]);
  const level: Level = outcome === 'authorised' ? 'info' : outcome === 'declined' ? 'warn' : 'error';
  return jsonEvent(
    level,
    {
      msg: `payment ${outcome}`,
      provider,
      payment_id: paymentId,
      amount,
      card_brand: rng.pick(['visa', 'mastercard', 'amex']),
      outcome,
      latency_ms: latency(rng, 350),
    },
    attrs,
    '10.0.2.' + rng.int(2, 20),
  );
};

const auth: Writer = (rng, _timestamp, incident) => {
  const attrs = { ...resource(rng, 'auth', 2), $service: 'auth-service' };
  if (incident && rng.chance(0.9)) {
    return jsonEvent(
      'warn',
      {
        msg: 'login failed: bad password',
        user: 'admin',
        method: 'password',
        client_ip: '198.51.100.23',
        attempt: rng.int(1, 500),
      },
      attrs,
      '198.51.100.23',
    );
  }
  const user = rng.pick(USERS);
  const clientIp = ip(rng);
  const msg = weighted(rng, [
    ['login succeeded', 50],
    ['token refreshed', 35],
    ['login failed: bad password', 8],
    ['password reset requested', 4],
    ['mfa challenge failed', 3],
  ]);
  const level: Level = msg.includes('failed') ? 'warn' : 'info';
  return jsonEvent(
    level,
    {
      msg,
      user,
      method: weighted(rng, [
        ['password', 5],
        ['google', 3],
        ['saml', 2],
      ]),
      client_ip: clientIp,
    },
    attrs,
    clientIp,
  );
};

const kubernetes: Writer = (rng, _timestamp, incident) => {
  const namespace = incident ? 'search' : rng.pick(NAMESPACES);
  const pod = incident
    ? `search-indexer-${rng.pick(['7d9f8', '7d9f8', 'c41a2'])}-${rng.int(10, 99)}`
    : `${namespace}-${rng.pick(['api', 'worker', 'web'])}-${rng.int(1000, 9999)}`;
  const reason = incident
    ? weighted(rng, [
        ['OOMKilled', 5],
        ['BackOff', 4],
        ['Started', 1],
      ])
    : weighted(rng, [
        ['Pulled', 30],
        ['Started', 30],
        ['Scheduled', 25],
        ['Killing', 8],
        ['BackOff', 4],
        ['Unhealthy', 3],
      ]);
  const level: Level =
    reason === 'OOMKilled' ? 'error' : reason === 'BackOff' || reason === 'Unhealthy' ? 'warn' : 'info';
  const node = `node-${rng.int(1, 8)}`;
  const message =
    reason === 'OOMKilled'
      ? `Container indexer in pod ${pod} was OOMKilled (memory limit 2Gi)`
      : reason === 'BackOff'
        ? `Back-off restarting failed container in pod ${pod}`
        : `${reason} pod ${pod} on ${node}`;
  return {
    level,
    raw: `${level.toUpperCase()} ${namespace}/${pod} ${reason}: ${message}`,
    kvs: { namespace, pod, reason, node, msg: message },
    attrs: { $environment: 'production', $cluster: 'prod-eu-1', $service: 'kubelet' },
    origin: `10.1.0.${rng.int(2, 60)}`,
  };
};

const syslog: Writer = (rng, _timestamp, incident) => {
  const hostName = incident ? `node-${rng.int(3, 4)}` : host(rng, 'node', 8);
  const [program, message, level]: [string, string, Level] =
    incident && rng.chance(0.5)
      ? [
          'kernel',
          `Out of memory: Killed process ${rng.int(2000, 9000)} (indexer) total-vm:${rng.int(2_000_000, 2_200_000)}kB`,
          'error',
        ]
      : weighted<[string, string, Level]>(rng, [
          [['systemd[1]', 'Started Daily apt download activities.', 'info'], 10],
          [
            ['CRON[' + rng.int(1000, 9999) + ']', '(root) CMD (/usr/local/bin/backup --incremental)', 'info'],
            10,
          ],
          [
            [
              'sshd[' + rng.int(1000, 9999) + ']',
              `Accepted publickey for deploy from ${ip(rng)} port ${rng.int(30000, 60000)}`,
              'info',
            ],
            6,
          ],
          [['kernel', `EXT4-fs (nvme0n1p1): disk usage ${rng.int(70, 96)}%`, 'warn'], 3],
          [['ntpd[' + rng.int(100, 999) + ']', 'adjusting local clock by 0.003s', 'debug'], 5],
        ]);
  const cpu = rng.int(3, incident ? 100 : 85);
  return {
    level,
    raw: `${hostName} ${program}: ${message}`,
    kvs: { program: program.replace(/\[.*$/, ''), msg: message, cpu_pct: cpu },
    attrs: { $environment: 'production', $host: hostName, $service: 'syslog' },
    origin: `10.1.0.${rng.int(2, 60)}`,
  };
};

const STATEMENTS = [
  'SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20',
  'UPDATE carts SET updated_at = now() WHERE id = $1',
  'INSERT INTO payments (order_id, amount, provider) VALUES ($1, $2, $3)',
  'SELECT count(*) FROM products WHERE category_id = $1',
];

const postgres: Writer = (rng, _timestamp, incident) => {
  const statement = incident ? (STATEMENTS[0] as string) : rng.pick(STATEMENTS);
  const duration = incident ? rng.int(2000, 9000) + rng.next() : latency(rng, 12) + rng.next();
  const level: Level = duration > 1000 ? 'warn' : 'info';
  return {
    level,
    raw: `LOG:  duration: ${duration.toFixed(3)} ms  statement: ${statement}`,
    kvs: { duration_ms: Math.round(duration * 1000) / 1000, statement, db: 'orders', db_user: 'app' },
    attrs: { $environment: 'production', $host: 'db-primary-1', $service: 'postgres' },
    origin: '10.0.3.5',
  };
};

/** Text that must never run or inject markup in the console: every line renders as text. */
export const HOSTILE_LINES = [
  '<script>alert("xss")</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg/onload=alert(document.domain)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">click me</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u202Egnp.exe\u202C invoice',
  'bell\u0007 backspace\b null\u0000 escape\u001b[31mred\u001b[0m',
  '<iframe src="https://evil.example"></iframe>',
  "'; DROP TABLE logs; --",
  'line one\nline two\r\nline three',
  'Ω≈ç√∫ 田中さん 🚀 עברית العربية',
];

const hostile: Writer = (rng) => {
  const huge = rng.chance(0.05);
  const text = huge ? 'A'.repeat(20_000) + '<b>end of a huge line</b>' : rng.pick(HOSTILE_LINES);
  return {
    level: rng.pick<Level>(['info', 'warn', 'error']),
    raw: text,
    kvs: {
      msg: text,
      '<b>key</b>': '<i>value</i>',
      url: rng.pick([
        'javascript:alert(1)',
        'https://example.com/ok',
        '/relative/ok',
        'data:text/html,<script>alert(1)</script>',
      ]),
    },
    attrs: { $environment: 'test', $service: '<script>alert(2)</script>' },
    origin: '127.0.0.1',
  };
};

const worker: Writer = (rng, _timestamp, incident) => ({
  ...workerEvent(rng, incident !== undefined),
  attrs: { ...resource(rng, 'worker', 3), $service: 'orders-worker' },
  origin: '10.0.3.' + rng.int(2, 12),
});

/** A dataset created in the console: searchable at once, empty until an agent ships to it. */
const empty: Writer = () => {
  throw new Error('an empty dataset has no events to write');
};

export const WRITERS: Record<LogKind, Writer> = {
  nginx,
  cdn,
  checkout,
  payments,
  auth,
  kubernetes,
  syslog,
  postgres,
  hostile,
  worker,
  empty,
};

/** Incidents raise the volume of the logs they touch: the web tier's failing host by its clients' retries. */
export const incidentRate = (incident: string, kind: LogKind): number =>
  incident === SEARCH_503.id ? 1.4 : (INCIDENT_RATE[kind] ?? 1);

const INCIDENT_RATE: Partial<Record<LogKind, number>> = {
  auth: 6,
  kubernetes: 8,
  syslog: 2,
  payments: 1.5,
  checkout: 1.3,
};
