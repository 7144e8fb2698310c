import { describe, expect, it } from 'vitest';
import { formatBytes, formatChange, formatPercent, inHumanUnit, toBytes } from './units';

describe('byte units', () => {
  it('are decimal, as the service bills them, and round-trip through the human unit', () => {
    expect(toBytes(500, 'GB')).toBe(500_000_000_000);
    expect(toBytes(1.5, 'TB')).toBe(1_500_000_000_000);
    expect(inHumanUnit(500_000_000_000)).toEqual({ amount: 500, unit: 'GB' });
    expect(inHumanUnit(300_000_000)).toEqual({ amount: 300, unit: 'MB' });
    expect(inHumanUnit(2_500_000_000_000)).toEqual({ amount: 2.5, unit: 'TB' });
    expect(inHumanUnit(1234)).toEqual({ amount: 0.001, unit: 'MB' });
  });

  it('read naturally', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(4_200)).toBe('4.2 kB');
    expect(formatBytes(830_400_000)).toBe('830 MB');
    expect(formatBytes(1_240_000_000)).toBe('1.24 GB');
    expect(formatBytes(52_300_000_000)).toBe('52.3 GB');
  });
});

describe('shares and changes', () => {
  it('never read 0% when something was used', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.00001)).toBe('<0.01%');
    expect(formatPercent(0.000734)).toBe('0.07%');
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0.0525)).toBe('5.3%');
    expect(formatPercent(1.4)).toBe('140%');
  });

  it('say which way and by how much, or that there was nothing before', () => {
    expect(formatChange(112, 100)).toBe('+12%');
    expect(formatChange(96.6, 100)).toBe('−3.4%');
    expect(formatChange(5, 0)).toBe('new');
    expect(formatChange(0, 0)).toBe('0%');
  });
});
