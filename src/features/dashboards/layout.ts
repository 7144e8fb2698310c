import type { Layout, LayoutItem } from 'react-grid-layout';
import type { WidgetLayout } from './model';

import { COLS } from './grid-metrics';

export { COLS, GAP, ROW_HEIGHT } from './grid-metrics';
/** Below this width the grid shows the stacked layout, read-only. */
export const STACK_BELOW = 768;
const NEW_WIDGET = { w: 6, h: 3 };

/** No stored value past this is a place (the service may send any number). */
const FARTHEST = 10_000;

/**
 * The grid's items for the stored layout. Values are kept as stored (x may be fractional); only what
 * cannot be drawn is corrected (sizes below one cell, items past the right edge). A widget with no
 * stored place, or one no grid can draw (a value missing, or far past any grid: at 2^53 a row down is
 * the same row, and the grid's collision search never ends), takes the first free place, row by row:
 * three widgets added to an empty dashboard sit two by two, not in one column. Nothing here is
 * written back unless a person moves something.
 */
export function toGrid(stored: WidgetLayout[], widgetIds: string[]): Layout {
  const drawable = stored.filter((l) => [l.x, l.y, l.w, l.h].every((v) => Math.abs(v) <= FARTHEST));
  const byId = new Map(drawable.map((l) => [l.id, l]));
  const placed = new Map<string, LayoutItem>();
  for (const id of widgetIds) {
    const l = byId.get(id);
    if (!l || placed.has(id)) continue;
    const w = Math.min(COLS, Math.max(1, l.w));
    placed.set(id, {
      i: id,
      x: Math.max(0, Math.min(l.x, COLS - w)),
      y: Math.max(0, l.y),
      w,
      h: Math.max(1, l.h),
    });
  }
  const items = [...placed.values()];
  return widgetIds.map((id): LayoutItem => {
    const item = placed.get(id);
    if (item) return item;
    const fresh = { i: id, ...firstFree(items, NEW_WIDGET.w, NEW_WIDGET.h), ...NEW_WIDGET };
    items.push(fresh);
    return fresh;
  });
}

const overlaps = (a: LayoutItem, x: number, y: number, w: number, h: number) =>
  a.x < x + w && x < a.x + a.w && a.y < y + h && y < a.y + a.h;

/**
 * The first place, top row first and then leftmost, where a w×h item overlaps none of `items`. Only
 * rows where something ends (or the top) and columns where something ends (or whole ones) can be
 * first: a free place anywhere else could move up or left.
 */
function firstFree(items: LayoutItem[], w: number, h: number): { x: number; y: number } {
  const rows = [...new Set([0, ...items.map((i) => i.y + i.h)])].sort((a, b) => a - b);
  const wholes = Array.from({ length: COLS - w + 1 }, (_, x) => x);
  const columns = [...new Set([...wholes, ...items.map((i) => i.x + i.w)])]
    .filter((x) => x + w <= COLS)
    .sort((a, b) => a - b);
  for (const y of rows)
    for (const x of columns) if (!items.some((item) => overlaps(item, x, y, w, h))) return { x, y };
  // Unreachable: below every item's bottom is free; kept for the type.
  return { x: 0, y: rows[rows.length - 1] ?? 0 };
}

const same = (a: LayoutItem, b: LayoutItem) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * The grid after a person's change, as the service stores it. Items the change did not move keep
 * their stored values exactly, so a fractional x never turns into a rounded one behind anyone's back.
 */
export function fromGrid(grid: Layout, stored: WidgetLayout[]): WidgetLayout[] {
  const byId = new Map(stored.map((l) => [l.id, l]));
  const drawn = new Map(
    toGrid(
      stored,
      grid.map((g) => g.i),
    ).map((g) => [g.i, g]),
  );
  return grid.map((g) => {
    const original = byId.get(g.i);
    const before = drawn.get(g.i);
    if (original && before && same(before, g)) return original;
    return { id: g.i, x: g.x, y: g.y, w: g.w, h: g.h };
  });
}

/** Narrow screens: one column, in reading order (top to bottom, then left to right), heights kept. */
export function stackedLayout(grid: Layout): Layout {
  let y = 0;
  return [...grid]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((g) => {
      const item = { i: g.i, x: 0, y, w: 1, h: g.h, static: true };
      y += g.h;
      return item;
    });
}

/** Where an item is, in words, for the screen-reader announcement after a keyboard move. */
export function describePlace(grid: Layout, id: string): string {
  const item = grid.find((g) => g.i === id);
  if (!item) return '';
  return `column ${Math.round(item.x) + 1}, row ${item.y + 1}, ${Math.round(item.w)} columns wide, ${item.h} rows high`;
}
