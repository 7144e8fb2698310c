import { useIdentity } from '../../api/use-identity';
import { rangeLength } from '../../query-language/range-length';
import { personKey, pushRecent, readRecent } from '../../lib/recent';
import { useDisplaySettings } from '../use-display-settings';
import { AbsoluteRange } from './absolute-range';
import { RelativeRanges } from './relative-ranges';
import type { ChosenRange, TimeRangePickerProps } from './time-range-picker';
import styles from './time-range-panel.module.css';

type Props = Required<Pick<TimeRangePickerProps, 'presets' | 'fallback'>> & TimeRangePickerProps;

const RECENT_RANGES = 5;
const sameRange = (a: ChosenRange, b: ChosenRange) =>
  a.range === b.range && a.from === b.from && a.to === b.to;

/** A window's length; undefined for a range that is not relative (a calendar month, offered as a preset where a page takes it). */
const lengthOf = (r: ChosenRange) => (r.range === undefined ? r.to - r.from : rangeLength(r.range));

/** The picker's popover: relative ranges on the left, an absolute window with a calendar on the right. */
export default function TimeRangePanel({ value, onChange, presets, fallback, relativeOnly, longest }: Props) {
  const display = useDisplaySettings();
  const person = personKey(useIdentity());
  const tooLong = (ms: number) => (longest && ms > longest.ms ? longest.sentence : undefined);
  const current = value.from !== undefined && value.to !== undefined ? undefined : (value.range ?? fallback);
  // Typed ranges and absolute windows come back here; presets are always a click away already.
  const recent = readRecent<ChosenRange>('ranges', person).filter((r) => {
    const length = lengthOf(r);
    return (
      (r.range === undefined ? !relativeOnly : !presets.includes(r.range)) &&
      length !== undefined &&
      !tooLong(length)
    );
  });
  const choose = (next: ChosenRange) => {
    pushRecent('ranges', person, next, sameRange, RECENT_RANGES);
    onChange(next);
  };
  return (
    <div className={styles.panel}>
      {longest && <p className={`muted ${styles.longest}`}>{longest.sentence}</p>}
      <RelativeRanges
        presets={presets}
        current={current}
        recent={recent}
        choose={choose}
        tooLong={tooLong}
        display={display}
      />
      <AbsoluteRange
        value={value}
        fallback={fallback}
        relativeOnly={relativeOnly}
        choose={choose}
        tooLong={tooLong}
        display={display}
      />
    </div>
  );
}
