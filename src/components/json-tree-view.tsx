import { useVirtualizer } from '@tanstack/react-virtual';
import { Icon } from './icon';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { allBranches, branchSummary, pathText, visibleRows, type Json, type TreeRow } from '../lib/json-tree';
import { copyText } from './copy-button';
import { ShownText } from './shown-text';
import styles from './json-tree-view.module.css';

type Root = Json[] | { [key: string]: Json };

/**
 * Past this many rows shown, the tree scrolls in its own box and draws only the rows in view (a 12 KB
 * event opened whole is 900 rows); below it, it is drawn whole, in the page's flow.
 */
const VIRTUAL_FROM = 60;
/** A row's height unwrapped: 26 px and its 2 px of padding. */
const ROW_HEIGHT = 28;
/** Strings past this are folded to it, with "show all". */
const FOLDED_STRING = 240;
/** A tree this small opens whole; a larger one opens at its top keys. */
const OPEN_WHOLE_UP_TO = 40;

/**
 * A JSON value as a tree (the ARIA tree pattern): arrows move and open, Home and End jump, and each
 * value carries the actions its owner gives (`actions`), shown to the keyboard on the focused row only.
 */
export function JsonTreeView({
  value,
  label,
  actions,
}: {
  value: Root;
  label: string;
  /** What can be done with a value (a leaf): filter on it, copy it… */
  actions?: (row: TreeRow, tabbable: boolean) => ReactNode;
}) {
  const branches = useMemo(() => allBranches(value), [value]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    visibleRows(value, branches, OPEN_WHOLE_UP_TO + 1).length <= OPEN_WHOLE_UP_TO ? branches : new Set(),
  );
  const shown = useMemo(() => visibleRows(value, open), [value, open]);
  const [focused, setActive] = useState(0);
  // The row the keyboard is on, still a row after a branch above it closed.
  const active = Math.min(focused, shown.length - 1);
  const list = useRef<HTMLUListElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const large = shown.length > VIRTUAL_FROM;
  // Stable, as the virtualiser re-measures every row when they change.
  const getScrollElement = useCallback(() => scroller.current, []);
  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  const getItemKey = useCallback((i: number) => shown[i]?.id ?? i, [shown]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here (as event-list.tsx)
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
    enabled: large,
  });
  const drawn = large
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start }))
    : shown.map((_, index) => ({ index, start: 0 }));

  const toggle = (row: TreeRow, to = !row.open) => {
    const next = new Set(open);
    if (to) next.add(row.id);
    else next.delete(row.id);
    setOpen(next);
  };
  const focus = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    if (large) virtualizer.scrollToIndex(next, { align: 'auto' });
    // A row scrolled into view is drawn on the next frame.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-tree-index="${next}"]`)?.focus(),
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    // Keys meant for a row's buttons stay theirs.
    if (!(e.target as HTMLElement).matches('[role="treeitem"]')) return;
    if (!shown[active]) return;
    const move = treeMoves(shown, active, focus, toggle)[e.key];
    if (!move) return;
    // The tree's keys: a list around it (the Logs page's events) must not move as well.
    e.preventDefault();
    e.stopPropagation();
    move();
  };

  return (
    <div className={styles.tree}>
      <div className="row">
        <button type="button" className="button" onClick={() => setOpen(branches)} disabled={!branches.size}>
          Expand all
        </button>
        <button type="button" className="button" onClick={() => setOpen(new Set())} disabled={!open.size}>
          Collapse all
        </button>
      </div>
      <div ref={scroller} className={large ? styles.scroller : undefined}>
        <ul
          ref={list}
          role="tree"
          aria-label={label}
          className={styles.rows}
          style={large ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
          onKeyDown={onKeyDown}
        >
          {drawn.map(({ index, start }) => {
            const row = shown[index] as TreeRow;
            const current = index === active;
            return (
              <li
                key={row.id}
                ref={large ? virtualizer.measureElement : undefined}
                data-index={index}
                role="treeitem"
                data-tree-index={index}
                aria-level={row.depth}
                aria-setsize={row.siblings}
                aria-posinset={row.position}
                aria-expanded={row.size === undefined ? undefined : row.open}
                aria-selected={current}
                tabIndex={current ? 0 : -1}
                className={large ? `${styles.row} ${styles.placed}` : styles.row}
                style={{
                  paddingInlineStart: `${(row.depth - 1) * 1.1}rem`,
                  ...(large ? { transform: `translateY(${start}px)` } : {}),
                }}
                onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                onClick={(e) => {
                  if ((e.target as HTMLElement).closest('button')) return;
                  setActive(index);
                  if (row.size !== undefined) toggle(row);
                }}
              >
                <RowContent row={row} current={current} actions={actions} />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The tree's keys on the row at `active` (the ARIA tree pattern): what each does. */
function treeMoves(
  shown: TreeRow[],
  active: number,
  focus: (index: number) => void,
  toggle: (row: TreeRow, to?: boolean) => void,
): Record<string, () => void> {
  const row = shown[active] as TreeRow;
  const toParent = () => {
    const parent = shown.findLastIndex((r, i) => i < active && r.depth < row.depth);
    if (parent >= 0) focus(parent);
  };
  return {
    ArrowDown: () => focus(active + 1),
    ArrowUp: () => focus(active - 1),
    Home: () => focus(0),
    End: () => focus(shown.length - 1),
    ArrowRight: () => {
      if (row.size === undefined) return;
      if (!row.open) toggle(row, true);
      else if (row.size > 0) focus(active + 1);
    },
    ArrowLeft: () => (row.open ? toggle(row, false) : toParent()),
    Enter: () => row.size !== undefined && toggle(row),
    ' ': () => row.size !== undefined && toggle(row),
  };
}

/** A row's chevron, key, path to copy, and value (folded to a summary) with its owner's actions. */
function RowContent({
  row,
  current,
  actions,
}: {
  row: TreeRow;
  current: boolean;
  actions: ((row: TreeRow, tabbable: boolean) => ReactNode) | undefined;
}) {
  return (
    <>
      <span className={styles.chevron} aria-hidden="true">
        {row.size === undefined ? null : (
          <Icon name={row.open ? 'chevron-down' : 'chevron-right'} size={12} />
        )}
      </span>
      <span className={styles.key}>
        {typeof row.label === 'number' ? row.label : <ShownText text={row.label} />}
        <span className={styles.colon}>:</span>
      </span>
      <button
        type="button"
        className="icon-button"
        tabIndex={current ? 0 : -1}
        aria-label={`Copy the path ${pathText(row.path)}`}
        title={`Copy the path ${pathText(row.path)}`}
        onClick={() => void copyText(pathText(row.path), `Copied ${pathText(row.path)}`)}
      >
        <Icon name="copy" size={11} />
      </button>
      <span className={styles.value}>
        {row.size !== undefined ? (
          row.open ? null : (
            <span className="muted">{branchSummary(row.value as Root)}</span>
          )
        ) : (
          <Leaf value={row.value} tabbable={current} />
        )}
      </span>
      {row.size === undefined && actions?.(row, current)}
    </>
  );
}

/** A value as text, its type told by its style; a long string folded until asked for whole. */
function Leaf({ value, tabbable }: { value: Json; tabbable: boolean }) {
  const [whole, setWhole] = useState(false);
  if (typeof value !== 'string')
    return (
      <span className={value === null ? styles.null : styles[typeof value]}>{JSON.stringify(value)}</span>
    );
  const folded = !whole && value.length > FOLDED_STRING;
  return (
    <span className={styles.string}>
      <ShownText text={folded ? `${value.slice(0, FOLDED_STRING)}…` : value} />
      {folded && (
        <button
          type="button"
          className={styles.more}
          tabIndex={tabbable ? 0 : -1}
          onClick={() => setWhole(true)}
        >
          Show all {value.length.toLocaleString('en')} characters
        </button>
      )}
    </span>
  );
}
