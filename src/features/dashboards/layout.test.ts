import fc from 'fast-check';
import type { LayoutItem } from 'react-grid-layout';
import { describe, expect, it } from 'vitest';
import { moveBy, resizeBy } from './keyboard-moves';
import { COLS, describePlace, fromGrid, stackedLayout, toGrid } from './layout';

const stored = [
  { id: 'a', x: 0, y: 0, w: 6.5, h: 3 },
  { id: 'b', x: 6.5, y: 0, w: 5.5, h: 3 },
  { id: 'c', x: 0, y: 3, w: 12, h: 2 },
];

describe('layout', () => {
  it('draws the stored layout as it is, correcting only what cannot be drawn, new widgets in the first free place', () => {
    const grid = toGrid([...stored, { id: 'bad', x: 20, y: -1, w: 0, h: 0 }], ['a', 'b', 'c', 'bad', 'new']);
    expect(grid.find((g) => g.i === 'a')).toMatchObject({ x: 0, w: 6.5 });
    expect(grid.find((g) => g.i === 'bad')).toMatchObject({ x: COLS - 1, y: 0, w: 1, h: 1 });
    expect(grid.find((g) => g.i === 'new')).toMatchObject({ x: 0, y: 5, w: 6, h: 3 });
  });

  it('places in the first free places a widget whose stored place no grid can draw: missing, not finite, or far past any grid', () => {
    const far = [
      { id: 'missing', x: 0, y: undefined, w: 6, h: 3 },
      { id: 'huge', x: 0, y: 2 ** 53 - 1, w: 6, h: 3 },
      { id: 'nan', x: Number.NaN, y: 0, w: 6, h: 3 },
      { id: 'tall', x: 0, y: 5, w: 6, h: 1e300 },
    ] as never[];
    const grid = toGrid([...stored, ...far], ['a', 'b', 'c', 'missing', 'huge', 'nan', 'tall']);
    expect(
      grid.filter((g) => g.i in { missing: 1, huge: 1, nan: 1, tall: 1 }).map((g) => [g.x, g.y]),
    ).toEqual([
      [0, 5],
      [6, 5],
      [0, 8],
      [6, 8],
    ]);
    expect(grid.every((g) => [g.x, g.y, g.w, g.h].every(Number.isFinite))).toBe(true);
  });

  it('writes back stored values for items a change did not touch, so fractions survive', () => {
    const grid = toGrid(stored, ['a', 'b', 'c']);
    const moved = grid.map((g) => (g.i === 'c' ? { ...g, h: 4 } : g));
    expect(fromGrid(moved, stored)).toEqual([stored[0], stored[1], { id: 'c', x: 0, y: 3, w: 12, h: 4 }]);
  });

  it('derives a one-column stack for narrow screens in reading order', () => {
    const stack = stackedLayout(toGrid(stored, ['c', 'b', 'a']));
    expect(stack.map((s) => [s.i, s.y, s.w])).toEqual([
      ['a', 0, 1],
      ['b', 3, 1],
      ['c', 6, 1],
    ]);
  });

  it('moves by keyboard: sideways within the grid, up and down trading places with the neighbour', () => {
    const grid = toGrid(
      [
        { id: 'a', x: 0, y: 0, w: 6, h: 2 },
        { id: 'b', x: 0, y: 2, w: 6, h: 2 },
      ],
      ['a', 'b'],
    );
    const right = moveBy(grid, 'a', 100, 0);
    expect(right.find((g) => g.i === 'a')).toMatchObject({ x: 6, y: 0 });
    const down = moveBy(grid, 'a', 0, 1);
    expect(down.find((g) => g.i === 'b')).toMatchObject({ y: 0 });
    expect(down.find((g) => g.i === 'a')).toMatchObject({ y: 2 });
    expect(moveBy(down, 'a', 0, -1)).toEqual(grid.map((g) => expect.objectContaining({ i: g.i, y: g.y })));
    expect(moveBy(grid, 'b', 0, 1)).toBe(grid);
    expect(describePlace(right, 'a')).toBe('column 7, row 1, 6 columns wide, 2 rows high');
  });

  it('resizes by keyboard within bounds', () => {
    const grid = toGrid([{ id: 'a', x: 6, y: 0, w: 6, h: 2 }], ['a']);
    expect(resizeBy(grid, 'a', 5, 0)[0]).toMatchObject({ w: 6 });
    expect(resizeBy(grid, 'a', -10, -5)[0]).toMatchObject({ w: 1, h: 1 });
    expect(resizeBy(grid, 'a', -1, 1)[0]).toMatchObject({ w: 5, h: 3 });
  });
});

describe('a new widget takes the first free place', () => {
  const cell = fc.record({
    x: fc.integer({ min: 0, max: COLS - 1 }),
    y: fc.integer({ min: 0, max: 12 }),
    w: fc.integer({ min: 1, max: COLS }),
    h: fc.integer({ min: 1, max: 4 }),
  });
  const overlap = (a: LayoutItem, b: LayoutItem) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('overlaps nothing, leaves stored places alone, and no earlier place (row, then column) was free', () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 8 }), fc.integer({ min: 1, max: 5 }), (cells, added) => {
        const laid = cells.map((c, n) => ({ id: `s${n}`, ...c, x: Math.min(c.x, COLS - c.w) }));
        const fresh = Array.from({ length: added }, (_, n) => `n${n}`);
        const grid = toGrid(laid, [...laid.map((s) => s.id), ...fresh]);
        for (const s of laid) expect(grid.find((g) => g.i === s.id)).toMatchObject({ x: s.x, y: s.y });
        for (const [n, id] of fresh.entries()) {
          const item = grid.find((g) => g.i === id) as LayoutItem;
          const before = grid.filter((g) => g.i !== id && !fresh.slice(n).includes(g.i));
          expect(before.some((g) => overlap(g, item))).toBe(false);
          for (let y = 0; y <= item.y; y++)
            for (let x = 0; x + item.w <= COLS && (y < item.y || x < item.x); x++)
              expect(before.some((g) => overlap(g, { ...item, x, y }))).toBe(true);
        }
      }),
    );
  });
});
