import { fromDate, getLocalTimeZone, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar,
  type DateValue,
  type RangeValue,
} from 'react-aria-components';
import { useIdentity } from '../../api/use-identity';
import { fromTypedTime, toTypedTime, TYPED_TIME_PATTERN, zoneName } from '../../lib/input-time';
import { personKey, pushRecent, readRecent } from '../../lib/recent';
import { formatWindow, MINUTE } from '../../lib/time';
import { QuerySyntaxError } from '../../query-language/errors';
import { parseRelativeRange } from '../../query-language/time-range';
import { Field } from '../form/field';
import { useDisplaySettings } from '../use-display-settings';
import type { ChosenRange, TimeRangePickerProps } from './time-range-picker';
import styles from './time-range-panel.module.css';

type Props = Required<Pick<TimeRangePickerProps, 'presets' | 'fallback'>> & TimeRangePickerProps;

const RECENT_RANGES = 5;
const sameRange = (a: ChosenRange, b: ChosenRange) =>
  a.range === b.range && a.from === b.from && a.to === b.to;

/** The picker's popover: relative ranges on the left, an absolute window with a calendar on the right. */
export default function TimeRangePanel({ value, onChange, presets, fallback, relativeOnly, longest }: Props) {
  const display = useDisplaySettings();
  const person = personKey(useIdentity());
  const zone = zoneName(display.timeZone);
  const calendarZone = display.timeZone === 'UTC' ? 'UTC' : getLocalTimeZone();
  const current = value.from !== undefined && value.to !== undefined ? undefined : (value.range ?? fallback);
  const ids = useId();

  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string>();
  // The absolute fields start at the window on screen: a relative range as the minutes it covers now.
  const [shown] = useState(() => {
    if (value.from !== undefined && value.to !== undefined) return { from: value.from, to: value.to };
    const to = Math.ceil(Date.now() / MINUTE) * MINUTE;
    return { from: to - parseRelativeRange(value.range ?? fallback).durationMs, to };
  });
  const [fromText, setFromText] = useState(() => toTypedTime(shown.from, display));
  const [toText, setToText] = useState(() => toTypedTime(shown.to, display));
  const [tried, setTried] = useState(false);

  // Typed ranges and absolute windows come back here; presets are always a click away already.
  const recent = readRecent<ChosenRange>('ranges', person).filter((r) =>
    r.range === undefined ? !relativeOnly : !presets.includes(r.range),
  );
  const choose = (next: ChosenRange) => {
    pushRecent('ranges', person, next, sameRange, RECENT_RANGES);
    onChange(next);
  };
  const tooLong = (ms: number) => (longest && ms > longest.ms ? longest.message : undefined);

  const applyTyped = () => {
    try {
      const { durationMs } = parseRelativeRange(typed);
      const problem = tooLong(durationMs);
      if (problem) return setTypedProblem(problem);
      choose({ range: typed.trim().replace(/^last/i, 'Last'), from: undefined, to: undefined });
    } catch (error) {
      setTypedProblem(error instanceof QuerySyntaxError ? error.message : String(error));
    }
  };

  // The absolute window, read from what is typed: each problem is said under its field.
  const from = fromTypedTime(fromText, display);
  const to = fromTypedTime(toText, display);
  const pattern = TYPED_TIME_PATTERN[display.dateFormat];
  const fromProblem = from === undefined ? `Write a time as ${pattern}.` : undefined;
  const toProblem =
    to === undefined
      ? `Write a time as ${pattern}.`
      : from !== undefined && !(from < to)
        ? 'The end must be after the start.'
        : from !== undefined
          ? tooLong(to - from)
          : undefined;
  const applyAbsolute = () => {
    setTried(true);
    if (from !== undefined && to !== undefined && !fromProblem && !toProblem)
      choose({ range: undefined, from, to });
  };

  // The calendar shows the days of the window typed; picking days sets the window to whole days.
  const days: RangeValue<DateValue> | null =
    from !== undefined && to !== undefined && from < to
      ? {
          start: toCalendarDate(fromDate(new Date(from), calendarZone)),
          end: toCalendarDate(fromDate(new Date(to - 1), calendarZone)),
        }
      : null;
  const pickDays = (picked: RangeValue<CalendarDate> | null) => {
    if (!picked) return;
    setFromText(toTypedTime(picked.start.toDate(calendarZone).getTime(), display));
    setToText(toTypedTime(picked.end.add({ days: 1 }).toDate(calendarZone).getTime(), display));
  };

  return (
    <div className={styles.panel}>
      <section className="stack" aria-labelledby={`${ids}-relative`}>
        <h2 id={`${ids}-relative`} className={styles.heading}>
          Relative
        </h2>
        <ul className={styles.choices}>
          {presets.map((preset) => (
            <li key={preset}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={preset === current}
                onClick={() => choose({ range: preset, from: undefined, to: undefined })}
              >
                {preset}
              </button>
            </li>
          ))}
        </ul>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            applyTyped();
          }}
        >
          <Field id={`${ids}-typed`} label="Custom relative range" problem={typedProblem}>
            {(control) => (
              <div className="row">
                <input
                  {...control}
                  className={`input ${styles.text}`}
                  value={typed}
                  placeholder="Last 90 minutes"
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setTypedProblem(undefined);
                  }}
                />
                <button type="submit" className="button" disabled={!typed.trim()}>
                  Apply
                </button>
              </div>
            )}
          </Field>
        </form>
        {recent.length > 0 && (
          <>
            <h2 id={`${ids}-recent`} className={styles.heading}>
              Recently used
            </h2>
            <ul className={styles.choices} aria-labelledby={`${ids}-recent`}>
              {recent.map((r) => {
                const text = r.range ?? formatWindow(r.from, r.to, display);
                return (
                  <li key={text}>
                    <button type="button" className={styles.choice} onClick={() => choose(r)}>
                      {text}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section className="stack" aria-labelledby={`${ids}-absolute`}>
        <h2 id={`${ids}-absolute`} className={styles.heading}>
          Absolute ({zone})
        </h2>
        {relativeOnly ? (
          <p className="muted">{relativeOnly}</p>
        ) : (
          <>
            <RangeCalendar
              aria-label={`Days (${zone})`}
              value={days}
              onChange={(picked) => pickDays(picked as RangeValue<CalendarDate> | null)}
              className={styles.calendar}
            >
              <header className={styles.month}>
                <Button slot="previous" className="button" aria-label="Previous month">
                  <ChevronLeft size={14} aria-hidden="true" />
                </Button>
                <Heading className={styles.monthName} />
                <Button slot="next" className="button" aria-label="Next month">
                  <ChevronRight size={14} aria-hidden="true" />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.day} />}
              </CalendarGrid>
            </RangeCalendar>
            <form
              noValidate
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                applyAbsolute();
              }}
            >
              <Field
                id={`${ids}-from`}
                label={`From (${zone})`}
                problem={tried ? fromProblem : undefined}
                description={pattern}
              >
                {(control) => (
                  <input
                    {...control}
                    className={`input ${styles.text}`}
                    value={fromText}
                    onChange={(e) => setFromText(e.target.value)}
                  />
                )}
              </Field>
              <Field
                id={`${ids}-to`}
                label={`To (${zone})`}
                problem={tried ? toProblem : undefined}
                description={pattern}
              >
                {(control) => (
                  <input
                    {...control}
                    className={`input ${styles.text}`}
                    value={toText}
                    onChange={(e) => setToText(e.target.value)}
                  />
                )}
              </Field>
              <div className="row">
                <button type="submit" className="button button-primary">
                  Set absolute range
                </button>
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
