import { describe, expect, it } from 'vitest';
import { fromInputTime, toInputTime } from './input-time';

describe('datetime-local in the display zone', () => {
  const at = Date.UTC(2026, 10, 21, 4, 35);

  it('shows and reads UTC wall time', () => {
    expect(toInputTime(at, 'UTC')).toBe('2026-11-21T04:35');
    expect(fromInputTime('2026-11-21T04:35', 'UTC')).toBe(at);
  });

  it('round-trips the browser zone', () => {
    const text = toInputTime(at, 'local');
    expect(fromInputTime(text, 'local')).toBe(at);
    expect(new Date(at).getHours()).toBe(Number(text.slice(11, 13)));
  });

  it('reads nothing from an empty or partial input', () => {
    expect(fromInputTime('', 'UTC')).toBeUndefined();
    expect(fromInputTime('2026-11-21', 'local')).toBeUndefined();
    expect(toInputTime(undefined, 'UTC')).toBe('');
  });
});
