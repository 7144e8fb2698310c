import type { Prng } from '../db/prng';
import type { FieldValue, Level } from './event';

/**
 * A background worker's logs, as structured services write them: JSON of about 2 KB whose keys nest
 * (the service flattens them to dotted keys, `job.queue`), a batch report of about 12 KB now and then,
 * and failures as multi-line stack traces. What the Logs page's tree, folding and line caps are for.
 */
type Json = FieldValue | null | Json[] | { [key: string]: Json };

const QUEUES = ['invoices', 'emails', 'exports', 'stock-sync'];
const WAREHOUSES = ['ams-1', 'fra-2', 'dub-1'];
const EXCEPTIONS = [
  ['java.net.SocketTimeoutException', 'Read timed out'],
  ['org.postgresql.util.PSQLException', 'ERROR: deadlock detected'],
  ['java.lang.IllegalStateException', 'invoice already issued'],
] as const;
const FRAMES = [
  'com.shop.orders.sync.OrderSyncJob.run(OrderSyncJob.java:88)',
  'com.shop.orders.sync.InvoiceClient.send(InvoiceClient.java:142)',
  'com.shop.orders.sync.InvoiceClient.lambda$send$0(InvoiceClient.java:97)',
  'okhttp3.internal.connection.RealCall.execute(RealCall.kt:154)',
  'okhttp3.internal.http.RetryAndFollowUpInterceptor.intercept(RetryAndFollowUpInterceptor.kt:76)',
  'java.base/java.net.SocketInputStream.read(SocketInputStream.java:168)',
  'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)',
  'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)',
  'java.base/java.lang.Thread.run(Thread.java:833)',
];

/** Nested keys as the service indexes them: dotted paths to each value; lists are not indexed. */
function flattenKeys(value: Record<string, Json>, prefix = ''): Record<string, FieldValue> {
  const flat: Record<string, FieldValue> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (item === null || Array.isArray(item)) continue;
    if (typeof item === 'object') Object.assign(flat, flattenKeys(item, path));
    else flat[path] = item;
  }
  return flat;
}

function jobOf(rng: Prng): { [key: string]: Json } {
  return {
    id: `job_${rng.int(1_000_000, 9_999_999)}`,
    queue: rng.pick(QUEUES),
    attempt: rng.chance(0.9) ? 1 : rng.int(2, 5),
  };
}

/** About 2 KB: a job's order, its lines, where it ran and how long each step took. */
function jobDone(rng: Prng): { [key: string]: Json } {
  const lines = Array.from({ length: rng.int(14, 16) }, () => ({
    sku: `SKU-${rng.int(10000, 99999)}`,
    quantity: rng.int(1, 6),
    unit_price: rng.int(199, 19999) / 100,
    warehouse: rng.pick(WAREHOUSES),
  }));
  return {
    msg: 'job done',
    job: jobOf(rng),
    trace: {
      trace_id: rng.uuid().replace(/-/g, ''),
      span_id: rng.uuid().slice(0, 16).replace(/-/g, ''),
      sampled: rng.chance(0.1),
    },
    order: {
      id: `ord_${rng.int(100000, 999999)}`,
      customer: {
        id: `cus_${rng.int(10000, 99999)}`,
        tier: rng.pick(['standard', 'plus', 'business']),
        country: rng.pick(['NL', 'DE', 'IE', 'FR', 'GB']),
      },
      currency: 'EUR',
      lines,
      shipping: {
        method: rng.pick(['standard', 'express', 'pickup']),
        carrier: rng.pick(['postnl', 'dhl', 'dpd']),
        address: {
          city: rng.pick(['Amsterdam', 'Berlin', 'Dublin', 'Lyon', 'Leeds']),
          postcode: `${rng.int(1000, 9999)}`,
          country: rng.pick(['NL', 'DE', 'IE', 'FR', 'GB']),
        },
      },
    },
    audit: {
      request_id: rng.uuid(),
      idempotency_key: rng.uuid(),
      source: rng.pick(['checkout-api', 'backoffice', 'scheduler']),
    },
    timing: {
      queued_ms: rng.int(2, 4000),
      run_ms: rng.int(20, 9000),
      steps: {
        fetch_ms: rng.int(5, 900),
        render_ms: rng.int(5, 400),
        send_ms: rng.int(5, 2000),
        commit_ms: rng.int(1, 80),
      },
    },
    runtime: {
      worker: `orders-worker-${rng.int(1, 3)}`,
      pid: rng.int(1000, 65000),
      thread: `pool-1-thread-${rng.int(1, 16)}`,
      version: '4.12.3',
      jvm: { heap_used_mb: rng.int(200, 1800), heap_max_mb: 2048, gc_pause_ms: rng.int(0, 40) },
    },
    result: {
      status: 'ok',
      rows: rng.int(0, 500),
      retried: rng.chance(0.05),
      note: 'invoice rendered and sent; ledger entry committed',
    },
  };
}

/** About 12 KB: a batch of 90 order lines with their stock and prices. */
function batchReport(rng: Prng): { [key: string]: Json } {
  const items = Array.from({ length: 90 }, () => ({
    sku: `SKU-${rng.int(10000, 99999)}`,
    quantity: rng.int(1, 12),
    unit_price: rng.int(199, 19999) / 100,
    warehouse: { id: rng.pick(WAREHOUSES), zone: `z${rng.int(1, 9)}` },
    flags: { backorder: rng.chance(0.05), gift: rng.chance(0.1) },
  }));
  return {
    msg: 'batch report',
    job: jobOf(rng),
    batch: {
      id: `batch_${rng.int(100_000, 999_999)}`,
      size: items.length,
      totals: {
        quantity: items.reduce((n, i) => n + i.quantity, 0),
        amount: Math.round(items.reduce((n, i) => n + i.quantity * i.unit_price, 0) * 100) / 100,
        currency: 'EUR',
      },
      items,
    },
  };
}

export function workerEvent(
  rng: Prng,
  incident: boolean,
): { level: Level; raw: string; kvs: Record<string, FieldValue> } {
  if (rng.chance(incident ? 0.3 : 0.03)) {
    const job = jobOf(rng);
    const [exception, reason] = rng.pick(EXCEPTIONS);
    const frames = FRAMES.slice(0, rng.int(5, FRAMES.length));
    const raw = [
      `ERROR OrderSyncJob ${String(job.id)} failed on ${String(job.queue)}: ${exception}: ${reason}`,
      ...frames.map((frame) => `\tat ${frame}`),
      `\t... ${rng.int(4, 30)} more`,
    ].join('\n');
    return {
      level: 'error',
      raw,
      kvs: { msg: 'OrderSyncJob failed', exception, ...flattenKeys({ job }) },
    };
  }
  // About 115 batch reports a day at the seed's rate.
  const fields = rng.chance(0.007) ? batchReport(rng) : jobDone(rng);
  const message = { level: 'info', ...fields };
  return { level: 'info', raw: JSON.stringify(message), kvs: flattenKeys(message) };
}
