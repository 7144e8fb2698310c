import { afterEach, describe, expect, it } from 'vitest';
import { approve, covers, EVERY_DATASET, readApprovals } from './cost-approvals';

const DAY = 86_400_000;

describe('approvals of costly searches', () => {
  afterEach(() => sessionStorage.clear());

  it('hold for the same datasets or fewer, over any range as long or shorter', () => {
    const approvals = approve([], ['a', 'b'], 7 * DAY);
    expect(covers(approvals, ['a', 'b'], 7 * DAY)).toBe(true);
    expect(covers(approvals, ['a'], 28 * 3_600_000)).toBe(true);
    expect(covers(approvals, ['a', 'b'], 8 * DAY)).toBe(false);
    expect(covers(approvals, ['a', 'c'], DAY)).toBe(false);
  });

  it('of every dataset hold for any of them, and no list of ids holds for every dataset', () => {
    const all = approve([], EVERY_DATASET, 7 * DAY);
    expect(covers(all, EVERY_DATASET, 7 * DAY)).toBe(true);
    expect(covers(all, ['a', 'z'], DAY)).toBe(true);
    expect(covers(all, EVERY_DATASET, 8 * DAY)).toBe(false);
    expect(covers(approve([], ['a', 'b'], 7 * DAY), EVERY_DATASET, DAY)).toBe(false);
    expect(covers(approve([], ['a'], 7 * DAY), [], DAY)).toBe(false);
  });

  it('are kept for the tab, a wider yes replacing the narrower ones it covers', () => {
    approve(approve([], ['a'], 2 * DAY), ['a', 'b'], 7 * DAY);
    expect(readApprovals()).toEqual([{ ds: ['a', 'b'], span: 7 * DAY }]);
    sessionStorage.setItem('lookout.cost-approvals', '{not json');
    expect(readApprovals()).toEqual([]);
  });
});
