import { moveElement, verticalCompactor } from 'react-grid-layout/core';
import type { Layout, LayoutItem } from 'react-grid-layout';
import { COLS } from './grid-metrics';

/*
 * Moving and resizing a widget from the keyboard, with react-grid-layout's own compactor so the grid
 * settles exactly as a drag would. These load with the grid's chunk (chunks.ts): keys only reach a
 * widget drawn in the grid, and a dashboard that is only read never downloads the compactor.
 */

const overlapsColumns = (a: LayoutItem, b: LayoutItem) => a.x < b.x + b.w && b.x < a.x + a.w;

/**
 * Moves one item by keyboard. Sideways it moves a column at a time, pushing what it meets; up and down
 * it trades places with the nearest item above or below it (in a compacted grid a one-row step would
 * only fall back where it was).
 */
export function moveBy(grid: Layout, id: string, dx: number, dy: number): Layout {
  const copy = grid.map((g) => ({ ...g }));
  const target = copy.find((g) => g.i === id);
  if (!target) return grid;
  if (dx !== 0) {
    const x = Math.max(0, Math.min(COLS - target.w, Math.round(target.x) + dx));
    return verticalCompactor.compact(
      moveElement(copy, target, x, undefined, true, false, 'vertical', COLS),
      COLS,
    );
  }
  const others = copy.filter((g) => g !== target && overlapsColumns(g, target));
  if (dy > 0) {
    const below = others.filter((g) => g.y >= target.y + target.h).sort((a, b) => a.y - b.y)[0];
    if (!below) return grid;
    below.y = target.y;
    target.y = below.y + below.h;
  } else if (dy < 0) {
    const above = others.filter((g) => g.y + g.h <= target.y).sort((a, b) => b.y - a.y)[0];
    if (!above) return grid;
    target.y = above.y;
    above.y = target.y + target.h;
  }
  return verticalCompactor.compact(copy, COLS);
}

/** Resizes one item by whole cells (at least one cell, never past the right edge), then compacts. */
export function resizeBy(grid: Layout, id: string, dw: number, dh: number): Layout {
  const resized = grid.map((g) =>
    g.i === id
      ? { ...g, w: Math.max(1, Math.min(COLS - g.x, Math.round(g.w) + dw)), h: Math.max(1, g.h + dh) }
      : { ...g },
  );
  return verticalCompactor.compact(resized, COLS);
}
