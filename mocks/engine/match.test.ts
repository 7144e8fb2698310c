import { describe, expect, it } from 'vitest';
import { parseWhere } from '../../src/query-language';
import type { LogEvent } from './event';
import { compileFilter } from './match';

const event: LogEvent = {
  logId: 'l1',
  timestamp: 1_700_000_000_000,
  sequence: 42,
  level: 'error',
  raw: '203.0.113.7 "GET /api/checkout HTTP/1.1" 502 1234 Connection Refused',
  kvs: {
    method: 'GET',
    path: '/api/checkout',
    status_code: 502,
    latency_ms: 12000,
    cache: 'MISS',
    ok: false,
    code: '007',
  },
  attrs: { $environment: 'production', $region: 'eu-west-1' },
  origin: '203.0.113.7',
};
const matches = (where: string) => compileFilter(parseWhere(where))(event);

describe('compileFilter', () => {
  it.each([
    ['', true],
    ['status_code = 502', true],
    ["status_code = '502'", true],
    ['status_code >= 500 AND status_code < 600', true],
    ['status_code != 502', false],
    ["$environment = 'production'", true],
    ["environment = 'production'", true],
    ["method = 'get'", false],
    ["path LIKE '/api/%'", true],
    ["path LIKE '/API/%'", false],
    ["path ILIKE '/API/%'", true],
    ["path NOT LIKE '%checkout'", false],
    ["cache IN ('HIT', 'EXPIRED')", false],
    ["cache NOT IN ('HIT', 'EXPIRED')", true],
    ['latency_ms BETWEEN 10000 AND 20000', true],
    ['latency_ms NOT BETWEEN 10000 AND 20000', false],
    ['user IS NULL', true],
    ['user = NULL', true],
    ['path IS NOT NULL', true],
    ['connection refused', true],
    ["'connection refused'", true],
    ['CONNECTION AND nothere', false],
    ['eu-west-1', true],
    ['ok = FALSE', true],
    ['code = 7', true],
    ["NOT (status_code = 502 OR cache = 'HIT')", false],
    ["@origin = '203.0.113.7'", true],
    ["@raw ILIKE '%refused%'", true],
    ['@time > 1600000000000', true],
    ["level = 'error'", true],
    ['latency_ms > status_code', true],
  ])('%s → %s', (where, expected) => {
    expect(matches(where)).toBe(expected);
  });
});
