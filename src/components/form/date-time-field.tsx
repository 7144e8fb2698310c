import { fromInputTime, toInputTime, zoneName } from '../../lib/input-time';
import { formatTimestamp } from '../../lib/time';
import { useDisplaySettings } from '../use-display-settings';
import { Field } from './field';

interface Props {
  id: string;
  label: string;
  /** The time (ms since epoch); undefined while none is chosen. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  problem?: string | undefined;
  hideLabel?: boolean;
}

/**
 * A date and time on the wall clock of the person's display zone (Settings), which the label names;
 * the time chosen is read back under it in their date format, so "21/11" is never in doubt.
 */
export function DateTimeField({ id, label, value, onChange, problem, hideLabel }: Props) {
  const display = useDisplaySettings();
  return (
    <Field
      id={id}
      label={`${label} (${zoneName(display.timeZone)})`}
      hideLabel={hideLabel}
      problem={problem}
      description={value === undefined ? undefined : formatTimestamp(value, display)}
    >
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          value={toInputTime(value, display.timeZone)}
          onChange={(e) => onChange(fromInputTime(e.target.value, display.timeZone))}
        />
      )}
    </Field>
  );
}
