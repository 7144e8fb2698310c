import { describe, expect, it } from 'vitest';
import {
  allBranches,
  branchSummary,
  filterKey,
  parseStructured,
  pathId,
  pathText,
  visibleRows,
  type Json,
} from './json-tree';

const event = {
  level: 'info',
  job: { id: 'job_1', queue: 'emails', tags: ['a', 'b'] },
  'content-type': 'json',
} as const satisfies Json;

describe('parseStructured', () => {
  it('reads objects and arrays, and leaves prose, numbers and broken JSON alone', () => {
    expect(parseStructured(' {"a":1} ')).toEqual({ a: 1 });
    expect(parseStructured('[1,2]')).toEqual([1, 2]);
    expect(parseStructured('GET /index.html 200')).toBeUndefined();
    expect(parseStructured('42')).toBeUndefined();
    expect(parseStructured('"text"')).toBeUndefined();
    expect(parseStructured('{"a":')).toBeUndefined();
    expect(parseStructured('{not json}')).toBeUndefined();
  });
});

describe('visibleRows', () => {
  it('shows the top keys, closed branches sized, in order, with their places among siblings', () => {
    const rows = visibleRows(event, new Set());
    expect(rows.map((r) => [r.label, r.depth, r.size, r.open, r.position, r.siblings])).toEqual([
      ['level', 1, undefined, false, 1, 3],
      ['job', 1, 3, false, 2, 3],
      ['content-type', 1, undefined, false, 3, 3],
    ]);
  });

  it('shows an open branch’s children under it, and deeper ones only when their branch is open', () => {
    const open = new Set([pathId(['job'])]);
    expect(visibleRows(event, open).map((r) => r.id)).toEqual([
      pathId(['level']),
      pathId(['job']),
      pathId(['job', 'id']),
      pathId(['job', 'queue']),
      pathId(['job', 'tags']),
      pathId(['content-type']),
    ]);
    open.add(pathId(['job', 'tags']));
    const tags = visibleRows(event, open).filter((r) => r.path[1] === 'tags');
    expect(tags.map((r) => [r.label, r.depth, r.value])).toEqual([
      ['tags', 2, ['a', 'b']],
      [0, 3, 'a'],
      [1, 3, 'b'],
    ]);
  });

  it('expands every branch with allBranches, and stops at the limit asked', () => {
    const all = allBranches(event);
    expect([...all]).toEqual([pathId(['job']), pathId(['job', 'tags'])]);
    expect(visibleRows(event, all)).toHaveLength(8);
    expect(visibleRows(event, all, 4)).toHaveLength(4);
  });

  it('keeps a key that looks like a path apart from the path', () => {
    const tricky = { 'a.b': 1, a: { b: 2 } };
    const rows = visibleRows(tricky, allBranches(tricky));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });
});

describe('paths', () => {
  it('reads as code, with brackets for indexes and for keys that are no identifier', () => {
    expect(pathText(['job', 'queue'])).toBe('job.queue');
    expect(pathText(['batch', 'items', 3, 'sku'])).toBe('batch.items[3].sku');
    expect(pathText(['content-type'])).toBe('["content-type"]');
    expect(pathText(['headers', 'x y'])).toBe('headers["x y"]');
  });

  it('filters on dotted keys, as the service flattens them, and not inside lists', () => {
    expect(filterKey(['job', 'queue'])).toBe('job.queue');
    expect(filterKey(['level'])).toBe('level');
    expect(filterKey(['batch', 'items', 0, 'sku'])).toBeUndefined();
  });

  it('summarises a closed branch by its size', () => {
    expect(branchSummary({ a: 1 })).toBe('{1 key}');
    expect(branchSummary([1, 2, 3])).toBe('[3 items]');
  });
});
