import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, record, redo, undo, type Change } from './history';

const change = (label: string): Change => ({ label, undo: () => undefined, redo: () => undefined });

describe('undo history', () => {
  it('undoes newest first, redoes in order, and a new change forgets what was undone', () => {
    let h = record(record(EMPTY_HISTORY, change('move')), change('resize'));
    const u = undo(h);
    expect(u?.change.label).toBe('resize');
    h = u?.history ?? h;
    expect(redo(h)?.change.label).toBe('resize');
    h = record(h, change('remove'));
    expect(h.future).toEqual([]);
    expect(h.past.map((c) => c.label)).toEqual(['move', 'remove']);
    expect(undo(EMPTY_HISTORY)).toBeNull();
    expect(redo(EMPTY_HISTORY)).toBeNull();
  });

  it('keeps a bounded past', () => {
    let h = EMPTY_HISTORY;
    for (let i = 0; i < 150; i++) h = record(h, change(String(i)));
    expect(h.past).toHaveLength(100);
    expect(h.past[0]?.label).toBe('50');
  });
});
