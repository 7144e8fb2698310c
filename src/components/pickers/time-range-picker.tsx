import { lazy, Suspense } from 'react';
import { DEFAULT_RANGE, formatWindow, RANGE_PRESETS, type DisplaySettings } from '../../lib/time';
import { LazyPopover } from '../lazy-popover';
import { useDisplaySettings } from '../use-display-settings';
import { LONGEST_SEARCH, type Longest, type TimeWindowState } from './time-window';
import { Icon } from '../icon';

const TimeRangePanel = lazy(() => import('./time-range-panel'));

/** A range as the pickers set it: relative or absolute, the other half cleared for the URL. */
export type ChosenRange =
  { range: string; from: undefined; to: undefined } | { range: undefined; from: number; to: number };

export interface TimeRangePickerProps {
  value: TimeWindowState;
  onChange: (next: ChosenRange) => void;
  /** The relative ranges offered first; any "Last N <unit>" may be typed as well. */
  presets?: readonly string[];
  /** The range when none is chosen. */
  fallback?: string;
  /** Why only relative ranges are offered here, in one sentence (the service takes no absolute window). */
  relativeOnly?: string;
  /** The longest range the page can show, with the sentence that says so; a search's by default. */
  longest?: Longest;
}

/**
 * The one way a range is chosen: a button that names the range on screen and opens presets, a typed
 * relative range, recently used ranges and an absolute window with a calendar, on the person's display
 * zone and date format. The panel's code loads on first open.
 */
export function TimeRangePicker(props: TimeRangePickerProps) {
  const display = useDisplaySettings();
  const { value, fallback = DEFAULT_RANGE } = props;
  const label =
    value.from !== undefined && value.to !== undefined
      ? formatWindow(value.from, value.to, display)
      : (value.range ?? fallback);
  return (
    <LazyPopover
      ariaLabel={`Time range: ${label}`}
      title="Time range"
      wide
      label={
        <>
          <Icon name="clock" size={14} />
          {label}
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <TimeRangePanel
            {...props}
            presets={props.presets ?? RANGE_PRESETS}
            longest={props.longest ?? LONGEST_SEARCH}
            fallback={fallback}
            onChange={(next) => {
              close();
              props.onChange(next);
            }}
          />
        </Suspense>
      )}
    </LazyPopover>
  );
}

/** A range in a sentence: "the last 24 hours", or the absolute window. */
export function rangeInWords(state: TimeWindowState, fallback: string, display: DisplaySettings): string {
  if (state.from !== undefined && state.to !== undefined) return formatWindow(state.from, state.to, display);
  return `the ${(state.range ?? fallback).toLowerCase()}`;
}
