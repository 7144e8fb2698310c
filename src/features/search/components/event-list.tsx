import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatEventTime } from '../../../lib/clock';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Badge } from '../../../components/badge';
import { useFillHeight } from '../../../components/use-fill-height';
import { levelOf, levelTone } from '../levels';
import { columnValue, eventKey, foldLines, jsonKeyParts, rawLineOf, rowKeys } from '../event-rows';
import type { SearchEvent } from '../model';
import { DEFAULT_WIDTH, useColumnWidths, widthVariable } from './column-widths';
import { HighlightedText } from './highlighted-text';
import { textWords } from '../text-words';
import styles from './search.module.css';
import { Icon } from '../../../components/icon';

/** The columns' names and their edges load once a column is chosen. */
const ColumnsHeader = lazy(() => import('./columns-header'));
/** An opened event's details load on the first open; the row's measured height follows them. */
const EventDetails = lazy(() => import('./event-details').then((m) => ({ default: m.EventDetails })));

export interface EventListProps {
  events: SearchEvent[];
  /** The query the events match: its free-text words are highlighted in them. */
  query: string | undefined;
  selected?: string;
  onSelect: (key: string | undefined) => void;
  onFilter: (key: string, value: string | number | boolean, exclude?: boolean) => void;
  hasMore: boolean;
  /** More events match than a page reads: the list ends at what was read. */
  moreThanRead?: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  linkSearch: (key: string) => Record<string, unknown>;
  /** What an empty list says. */
  emptyText?: string;
  /** Fields shown as columns beside each line, and a way to add or take one away. */
  columns?: string[];
  onColumn?: (key: string) => void;
  /** Long lines wrapped rather than cut at the list's edge. */
  wrap?: boolean;
}

/** A collapsed row: a 28 px line and its 1 px border. It must match the CSS exactly: a row measuring
 * otherwise makes the virtualizer recompute the offsets of every row after it. */
const INITIAL_RECT = { width: globalThis.innerWidth || 0, height: globalThis.innerHeight || 0 };
const ROW_HEIGHT = 29;
const NO_COLUMNS: string[] = [];

/** Multi-line events a person unfolded: kept by the list, as their rows come and go while it scrolls. */
function useUnfolded() {
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(() => new Set());
  const onUnfold = useCallback(
    (key: string) =>
      setUnfolded((before) => {
        const next = new Set(before);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return { unfolded, onUnfold };
}

/**
 * The rows drawn: those in view, and the opened event's wherever the list scrolls. Its height is
 * measured as its details load; a scroll in the meantime (a person's, or the page bringing one of its
 * links into view) could leave its row before that measure, the row would go with the measure, and
 * the opened event would vanish from the list.
 */
function useOpenedKeptDrawn(events: SearchEvent[], selected: string | undefined) {
  const opened = selected === undefined ? -1 : rowKeys(events).indexOf(selected);
  return useCallback(
    (range: Range) => {
      const drawn = defaultRangeExtractor(range);
      return opened < 0 || drawn.includes(opened) ? drawn : [...drawn, opened].sort((a, b) => a - b);
    },
    [opened],
  );
}

/** What the line under the list says of what is loaded and what is not. */
function listStatus(
  count: number,
  { loadingMore, hasMore, moreThanRead }: { loadingMore: boolean; hasMore: boolean; moreThanRead: boolean },
): string {
  const n = count.toLocaleString('en');
  if (loadingMore) return 'Loading more events…';
  if (hasMore) return `${n} events loaded; more load as you scroll.`;
  if (moreThanRead)
    return `The first ${n} events, the most a page reads; narrow the search or its range to see the rest.`;
  return `End of the results: ${n} events.`;
}

/**
 * The matching events, virtualised: only the rows in view exist in the DOM, so 100,000 events scroll
 * as smoothly as 100. Arrow keys move between rows, Enter opens one, more pages load near the end.
 */
export function EventList({
  events,
  query,
  selected,
  onSelect,
  onFilter,
  hasMore,
  moreThanRead = false,
  loadingMore,
  onLoadMore,
  linkSearch,
  emptyText = 'No events match this search in this time range.',
  columns = NO_COLUMNS,
  onColumn,
  wrap = false,
}: EventListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The list reaches the bottom of the window: it scrolls, the page around it does not.
  const height = useFillHeight(scroller, '3.5rem', '20rem', events.length > 0);
  const [active, setActive] = useState(0);
  const { unfolded, onUnfold } = useUnfolded();
  const widths = useColumnWidths();
  // Stable across renders, as the memoised rows need it.
  const words = useMemo(() => textWords(query), [query]);
  // Stable callbacks: a new getItemKey would make the virtualizer re-measure every row on every frame.
  const getItemKey = useCallback((i: number) => rowKeys(events)[i] ?? i, [events]);
  const getScrollElement = useCallback(() => scroller.current, []);
  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  // The console does not use the React Compiler, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement,
    estimateSize,
    overscan: 5,
    getItemKey,
    rangeExtractor: useOpenedKeptDrawn(events, selected),
    // The window's size until the list is measured: the first render draws the rows in view (as a
    // transition, in slices), rather than none, then all of them at once when the measure arrives.
    initialRect: INITIAL_RECT,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= events.length - 20) onLoadMore();
  }, [lastIndex, events.length, hasMore, loadingMore, onLoadMore]);

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(events.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-index="${next}"] [data-row]`)?.focus(),
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 20, PageUp: -20 };
    if (e.key in moves) {
      e.preventDefault();
      focusRow(active + (moves[e.key] as number));
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusRow(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusRow(events.length - 1);
    }
  };

  if (events.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <div className={styles.listWrapper}>
      {columns.length > 0 && onColumn && (
        <Suspense fallback={null}>
          <ColumnsHeader
            columns={columns}
            onColumn={onColumn}
            widths={widths}
            sample={events[0] as SearchEvent}
          />
        </Suspense>
      )}
      <div
        ref={scroller}
        className={styles.scroller}
        style={height ? { height } : undefined}
        onKeyDown={onKeyDown}
        // Focusable itself: arrow keys work here even when the active row has scrolled out of the DOM.
        tabIndex={0}
        role="feed"
        aria-busy={loadingMore}
        aria-label={`${events.length} events${hasMore ? ', more load as you scroll' : ''}`}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', ...widths.style }}>
          {items.map((item) => {
            const event = events[item.index] as SearchEvent;
            const key = eventKey(event);
            return (
              <EventRow
                key={item.key}
                event={event}
                index={item.index}
                start={item.start}
                open={key === selected}
                active={item.index === active}
                setSize={hasMore ? -1 : events.length}
                measure={virtualizer.measureElement}
                words={words}
                onActive={setActive}
                onSelect={onSelect}
                onFilter={onFilter}
                linkSearch={linkSearch}
                columns={columns}
                onColumn={onColumn}
                wrap={wrap}
                unfolded={unfolded.has(key)}
                onUnfold={onUnfold}
              />
            );
          })}
        </div>
      </div>
      <p className={`muted ${styles.listStatus}`} role="status">
        {listStatus(events.length, { loadingMore, hasMore, moreThanRead })}
      </p>
    </div>
  );
}

interface RowProps {
  event: SearchEvent;
  index: number;
  start: number;
  open: boolean;
  active: boolean;
  setSize: number;
  measure: (element: Element | null) => void;
  words: string[];
  onActive: (index: number) => void;
  onSelect: (key: string | undefined) => void;
  onFilter: (key: string, value: string | number | boolean, exclude?: boolean) => void;
  linkSearch: (key: string) => Record<string, unknown>;
  columns: string[];
  onColumn: ((key: string) => void) | undefined;
  wrap: boolean;
  unfolded: boolean;
  onUnfold: (key: string) => void;
}

/**
 * What a row shows of a line (the whole line is in the event's details): wrapped, its first 2,000
 * characters; cut at the list's edge, its first 300, some 2,600 px of text, wider than a 2,560 px
 * screen's list. Each character drawn costs its row's render while the list scrolls.
 */
const WRAPPED_TEXT = 2000;
const LINE_TEXT = 300;

/** One event; memoised, as rows already in view need not render again while the list scrolls. */
const EventRow = memo(function EventRowView({
  event,
  index,
  start,
  open,
  active,
  setSize,
  measure,
  words,
  onActive,
  onSelect,
  onFilter,
  linkSearch,
  columns,
  onColumn,
  wrap,
  unfolded,
  onUnfold,
}: RowProps) {
  // A memoised row: it reads the display settings itself, so a change of zone redraws it.
  const display = useDisplaySettings();
  const key = eventKey(event);
  const level = levelOf(event, event.message_kvs, event.attributes);
  // A service sends the raw line only when selected; its keys stand in for it otherwise.
  const raw = rawLineOf(event);
  const { first, more } = foldLines(raw);
  const line = more > 0 && !unfolded ? first : raw;
  const cap = wrap || unfolded ? WRAPPED_TEXT : LINE_TEXT;
  const shown = line.length > cap ? `${line.slice(0, cap)}…` : line;
  return (
    <article
      data-index={index}
      ref={measure}
      className={styles.eventRow}
      style={{ transform: `translateY(${start}px)` }}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      aria-labelledby={`event-${index}`}
    >
      <div className={styles.lineRow}>
        <button
          type="button"
          data-row
          id={`event-${index}`}
          className={styles.eventLine}
          data-wrap={wrap || unfolded || undefined}
          aria-expanded={open}
          tabIndex={active ? 0 : -1}
          onFocus={() => onActive(index)}
          onClick={() => onSelect(open ? undefined : key)}
        >
          {open ? <Icon name="chevron-down" size={14} /> : <Icon name="chevron-right" size={14} />}
          <time className={styles.time} dateTime={event['@time']}>
            {event.metadata?.timestamp !== undefined
              ? formatEventTime(event.metadata.timestamp, display)
              : event['@time'].slice(0, 23)}
          </time>
          <span className={styles.levelCell}>
            {level !== undefined && <Badge tone={levelTone(level)}>{level}</Badge>}
          </span>
          {columns.map((column) => {
            const value = columnValue(event, column);
            return (
              <span
                key={column}
                className={styles.columnCell}
                style={{ width: `var(${widthVariable(column)}, ${DEFAULT_WIDTH}px)` }}
                title={value === undefined ? undefined : `${column}: ${value}`}
              >
                {value ?? <span className="muted">—</span>}
              </span>
            );
          })}
          <span className={styles.raw}>
            {shown.startsWith('{') ? (
              jsonKeyParts(shown).map((part, i) =>
                part.key ? (
                  <span key={i} className={styles.jsonKey}>
                    <HighlightedText text={part.text} words={words} />
                  </span>
                ) : (
                  <HighlightedText key={i} text={part.text} words={words} />
                ),
              )
            ) : (
              <HighlightedText text={shown} words={words} />
            )}
          </span>
        </button>
        {more > 0 && (
          <button
            type="button"
            className={styles.foldButton}
            aria-expanded={unfolded}
            aria-label={unfolded ? `Fold the event to its first line` : `Show the event's ${more} more lines`}
            onClick={() => onUnfold(key)}
          >
            {unfolded ? 'Fold' : `+${more} ${more === 1 ? 'line' : 'lines'}`}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={<p className="muted">Loading the event…</p>}>
          <EventDetails
            event={event}
            onFilter={onFilter}
            linkSearch={linkSearch(key)}
            columns={columns}
            onColumn={onColumn}
          />
        </Suspense>
      )}
    </article>
  );
});
