import { describe, expect, it } from 'vitest';
import { fieldsToCompare } from './plan';

/** A sampled event: its keys, from a dataset. */
const event = (keys: Record<string, string | number>, dataset = 'web') => ({
  message_kvs: keys,
  attributes: {},
  metadata: { service_id: dataset },
});
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe('the fields a comparison counts, chosen on samples of both windows', () => {
  it('takes the keys whose values moved beyond chance, the largest move first', () => {
    const window = times(400, (i) =>
      event({
        host: i < 300 ? 'web-4' : `web-${i % 3}`,
        method: i % 2 ? 'GET' : 'POST',
        region: i % 10 ? 'eu' : 'us',
      }),
    );
    const baseline = times(400, (i) =>
      event({ host: `web-${i % 4}`, method: i % 2 ? 'GET' : 'POST', region: i % 5 ? 'eu' : 'us' }),
    );
    const fields = fieldsToCompare(window, baseline, {});
    expect(fields[0]).toBe('host');
    // The same split in both: nothing to count.
    expect(fields).not.toContain('method');
  });

  it('leaves out ids, measures, keys the search fixes and keys that only name the dataset', () => {
    const window = times(300, (i) =>
      event(
        {
          request_id: `r${i}`,
          latency_ms: 1000 + i,
          status_code: i < 200 ? 503 : 200,
          level: 'error',
          service: i % 2 ? 'web' : 'api',
        },
        i % 2 ? 'web' : 'api',
      ),
    );
    const baseline = times(300, (i) =>
      event(
        {
          request_id: `q${i}`,
          latency_ms: i,
          status_code: 200,
          level: 'error',
          service: i % 3 ? 'web' : 'api',
        },
        i % 3 ? 'web' : 'api',
      ),
    );
    expect(fieldsToCompare(window, baseline, { q: "level = 'error'" })).toEqual(['status_code']);
  });

  it('needs events on both sides', () => {
    expect(fieldsToCompare([], [event({ a: 'x' })], {})).toEqual([]);
  });
});
