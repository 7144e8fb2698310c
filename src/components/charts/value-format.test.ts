import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatValue, resolveUnit, unitOfStat } from './value-format';

describe('value formats', () => {
  it('reads a unit from the aggregate, unless a person chose one', () => {
    expect(unitOfStat('count(*)')).toBe('count');
    expect(unitOfStat('sum(bytes_sent)')).toBe('bytes');
    expect(unitOfStat('p95(latency_ms)')).toBe('ms');
    expect(unitOfStat('avg(duration)')).toBe('ms');
    expect(unitOfStat('avg(cpu)')).toBe('none');
    expect(resolveUnit('percent', 'count(*)')).toBe('percent');
    expect(resolveUnit('auto', 'count(*)')).toBe('count');
  });

  it('formats tooltips in full and axes short', () => {
    expect(formatValue(1234567, 'count')).toBe('1,234,567');
    expect(formatValue(1.2345, 'none')).toBe('1.23');
    expect(formatValue(1.2345, 'none', 0)).toBe('1');
    expect(formatValue(2_500_000, 'bytes')).toBe('2.5 MB');
    expect(formatValue(250.55, 'ms')).toBe('250.6 ms');
    expect(formatValue(1530, 'ms')).toBe('1.53 s');
    expect(formatValue(12.34, 'percent')).toBe('12.3%');
    expect(formatValue(undefined, 'count')).toBe('—');
    expect(formatAxisValue(12_500, 'count')).toBe('12.5K');
    expect(formatAxisValue(1_500, 'ms')).toBe('1.5 s');
    expect(formatAxisValue(3e9, 'bytes')).toBe('3 GB');
  });
});
