import { describe, expect, it } from 'vitest';
import { filterMonitors, isMuted, statusLabel, type Monitor } from './model';

const monitor = (name: string, status: string, over: Partial<Monitor> = {}) =>
  ({
    id: name,
    name,
    status,
    comparison_operator: 'ABOVE',
    threshold: 1,
    window: 'Last 5 minutes',
    ...over,
  }) as Monitor;

const list = [
  monitor('b ok', 'OK', { last_trigger_ts: 3 }),
  monitor('a alert', 'ALERT', { last_trigger_ts: 1 }),
  monitor('c new', 'DEGRADED', { description: 'a status the console has not seen' }),
  monitor('d no data', 'NO_DATA', { last_trigger_ts: 2 }),
  monitor('e warn', 'WARN'),
];
const names = (monitors: Monitor[]) => monitors.map((m) => m.name);

describe('monitors list', () => {
  it('sorts worst first, an unknown status after no data and before OK', () => {
    expect(names(filterMonitors([...list], {}))).toEqual(['a alert', 'e warn', 'd no data', 'c new', 'b ok']);
  });

  it('sorts by last trigger, newest first, then by name', () => {
    expect(names(filterMonitors([...list], { sort: 'trigger' }))).toEqual([
      'b ok',
      'd no data',
      'a alert',
      'c new',
      'e warn',
    ]);
  });

  it('filters by text in the name or description and by status', () => {
    expect(names(filterMonitors([...list], { q: 'NOT SEEN' }))).toEqual(['c new']);
    expect(names(filterMonitors([...list], { status: ['OK', 'WARN'], sort: 'name' }))).toEqual([
      'b ok',
      'e warn',
    ]);
  });

  it('shows an unknown status as its text', () => {
    expect(statusLabel('ALERT')).toBe('Alert');
    expect(statusLabel('DEGRADED')).toBe('DEGRADED');
  });

  it('is muted indefinitely or until a time still to come', () => {
    expect(isMuted({ muted_until: -1 }, 10)).toBe(true);
    expect(isMuted({ muted_until: 11 }, 10)).toBe(true);
    expect(isMuted({ muted_until: 10 }, 10)).toBe(false);
    expect(isMuted({}, 10)).toBe(false);
  });
});
