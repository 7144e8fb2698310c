import { fromDate, getLocalTimeZone, toCalendarDate, type CalendarDate } from '@internationalized/date';
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
import { fromTypedTime, toTypedTime, TYPED_TIME_PATTERN, zoneName } from '../../lib/input-time';
import { MINUTE, type DisplaySettings } from '../../lib/time';
import { parseRelativeRange } from '../../query-language/time-range';
import { isCalendarRange } from '../../lib/calendar-range';
import { calendarWindows } from '../../lib/calendar-windows';
import { Field } from '../form/field';
import type { ChosenRange, TimeRangePickerProps } from './time-range-picker';
import styles from './time-range-panel.module.css';
import { Icon } from '../icon';

/** Whole days to pick, a month at a time, on the display zone's calendar. */
function DaysCalendar({
  zone,
  value,
  onChange,
}: {
  zone: string;
  value: RangeValue<DateValue> | null;
  onChange: (picked: RangeValue<DateValue> | null) => void;
}) {
  return (
    <RangeCalendar
      aria-label={`Days (${zone})`}
      value={value}
      onChange={onChange}
      className={styles.calendar}
    >
      <header className={styles.month}>
        <Button slot="previous" className="button" aria-label="Previous month">
          <Icon name="chevron-left" size={14} />
        </Button>
        <Heading className={styles.monthName} />
        <Button slot="next" className="button" aria-label="Next month">
          <Icon name="chevron-right" size={14} />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.day} />}
      </CalendarGrid>
    </RangeCalendar>
  );
}

/**
 * The panel's absolute side, on the display zone's clock: a calendar for whole days and the window's
 * start and end as typed, each problem under its field.
 */
export function AbsoluteRange({
  value,
  fallback,
  relativeOnly,
  choose,
  tooLong,
  display,
}: Pick<TimeRangePickerProps, 'value' | 'relativeOnly'> & {
  fallback: string;
  choose: (next: ChosenRange) => void;
  tooLong: (ms: number) => string | undefined;
  display: DisplaySettings;
}) {
  const ids = useId();
  const zone = zoneName(display.timeZone);
  const calendarZone = display.timeZone === 'UTC' ? 'UTC' : getLocalTimeZone();
  // The fields start at the window on screen: a relative range as the minutes it covers now.
  const [shown] = useState(() => {
    if (value.from !== undefined && value.to !== undefined) return { from: value.from, to: value.to };
    const range = value.range ?? fallback;
    if (isCalendarRange(range)) return calendarWindows(range, Date.now(), display.timeZone).current;
    const to = Math.ceil(Date.now() / MINUTE) * MINUTE;
    return { from: to - parseRelativeRange(range).durationMs, to };
  });
  const [fromText, setFromText] = useState(() => toTypedTime(shown.from, display));
  const [toText, setToText] = useState(() => toTypedTime(shown.to, display));
  const [tried, setTried] = useState(false);

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
    <section className="stack" aria-labelledby={`${ids}-absolute`}>
      <h2 id={`${ids}-absolute`} className={styles.heading}>
        Absolute ({zone})
      </h2>
      {relativeOnly ? (
        <p className="muted">{relativeOnly}</p>
      ) : (
        <>
          <DaysCalendar
            zone={zone}
            value={days}
            onChange={(picked) => pickDays(picked as RangeValue<CalendarDate> | null)}
          />
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
  );
}
