import { describe, expect, it } from 'vitest';
import { readStatement } from './statement';

describe('readStatement', () => {
  it('reads every clause of a statement', () => {
    expect(
      readStatement(
        "SELECT count(*), p95(latency_ms) FROM apps/checkout-api WHERE level = 'error' GROUP BY $service, status",
      ),
    ).toEqual({
      select: ['count(*)', 'p95(latency_ms)'],
      from: ['apps/checkout-api'],
      where: "level = 'error'",
      groups: ['$service', 'status'],
    });
  });

  it('leaves out what the statement does not say', () => {
    expect(readStatement('select count(*) from web/nginx-access')).toEqual({
      select: ['count(*)'],
      from: ['web/nginx-access'],
      where: '',
      groups: [],
    });
  });

  it('does not read keywords inside quotes or parentheses', () => {
    const read = readStatement(
      "SELECT count(*) FROM a WHERE @raw LIKE '%select from where%' AND (msg = 'group by')",
    );
    expect(read.where).toBe("@raw LIKE '%select from where%' AND (msg = 'group by')");
    expect(read.groups).toEqual([]);
  });

  it('takes anything else as a bare filter', () => {
    expect(readStatement("level = 'error'")).toEqual({
      select: [],
      from: [],
      where: "level = 'error'",
      groups: [],
    });
    expect(readStatement('WHERE a = 1 SELECT count(*)').where).toBe('WHERE a = 1 SELECT count(*)');
    expect(readStatement("status = 'from the edge'").where).toBe("status = 'from the edge'");
  });
});
