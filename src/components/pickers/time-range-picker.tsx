import { useDisplaySettings } from '../use-display-settings';
import { useId, useState } from 'react';
import { fromInputTime, toInputTime, zoneName } from '../../lib/input-time';
import { DEFAULT_RANGE, formatTimestamp, RANGE_PRESETS } from '../../lib/time';
import { parseRelativeRange, QuerySyntaxError } from '../../query-language';
import styles from './pickers.module.css';

interface Props {
  range?: string;
  from?: number;
  to?: number;
  onRelative: (range: string) => void;
  onAbsolute: (from: number, to: number) => void;
}

/** Presets, a custom relative range ("Last 90 minutes"), and the absolute window a zoom chose. */
export function TimeRangePicker({ range, from, to, onRelative, onAbsolute }: Props) {
  const display = useDisplaySettings();
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const [shownWindow, setShownWindow] = useState({ from, to });
  if (shownWindow.from !== from || shownWindow.to !== to) {
    // A zoom or Back changed the window: the inputs follow it.
    setShownWindow({ from, to });
    setStart(from);
    setEnd(to);
  }
  const absoluteProblem =
    start !== undefined && end !== undefined && !(start < end) ? 'The start must be before the end.' : null;
  // The absolute inputs are on the wall clock of the person's display zone, which their labels name.
  const zone = zoneName(display.timeZone);
  const absolute = from !== undefined && to !== undefined;
  const current = absolute ? 'absolute' : (range ?? DEFAULT_RANGE);
  const options = RANGE_PRESETS.includes(current) || absolute ? RANGE_PRESETS : [current, ...RANGE_PRESETS];

  const applyCustom = () => {
    try {
      parseRelativeRange(custom);
      setProblem(null);
      onRelative(custom.trim().replace(/^last/i, 'Last'));
      setCustom('');
    } catch (error) {
      setProblem(error instanceof QuerySyntaxError ? error.message : String(error));
    }
  };

  return (
    <div className="row">
      <select
        className="input"
        aria-label="Time range"
        value={current}
        onChange={(e) => e.target.value !== 'absolute' && onRelative(e.target.value)}
      >
        {absolute && (
          <option value="absolute">{`${formatTimestamp(from, display)} → ${formatTimestamp(to, display)}`}</option>
        )}
        {options.map((preset) => (
          <option key={preset} value={preset}>
            {preset}
          </option>
        ))}
      </select>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          applyCustom();
        }}
      >
        <input
          className={`input ${styles.customRange}`}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          placeholder="Last 90 minutes"
          aria-label="Custom relative range"
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={!custom.trim()}>
          Apply
        </button>
        {problem && (
          <span id={errorId} className="field-error" role="alert">
            {problem}
          </span>
        )}
      </form>
      <form
        className="row"
        aria-label={`Absolute time range (${zone})`}
        onSubmit={(e) => {
          e.preventDefault();
          if (!absoluteProblem && start !== undefined && end !== undefined) onAbsolute(start, end);
        }}
      >
        <input
          type="datetime-local"
          className={`input ${styles.customRange}`}
          aria-label={`From (${zone})`}
          value={toInputTime(start, display.timeZone)}
          onChange={(e) => setStart(fromInputTime(e.target.value, display.timeZone))}
        />
        <input
          type="datetime-local"
          className={`input ${styles.customRange}`}
          aria-label={`To (${zone})`}
          value={toInputTime(end, display.timeZone)}
          onChange={(e) => setEnd(fromInputTime(e.target.value, display.timeZone))}
        />
        <button
          type="submit"
          className="button"
          disabled={start === undefined || end === undefined || !!absoluteProblem}
        >
          Set
        </button>
        {absoluteProblem && (
          <span className="field-error" role="alert">
            {absoluteProblem}
          </span>
        )}
      </form>
    </div>
  );
}
