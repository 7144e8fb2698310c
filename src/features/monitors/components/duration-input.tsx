import type { Duration, DurationUnit } from '../form';

const UNITS: DurationUnit[] = ['minutes', 'hours', 'days'];

/**
 * An amount and a unit: how people say durations ("20 minutes", "6 hours"), never raw milliseconds.
 * When invalid, the amount is described by the problem text the form shows as `<id>-problem`.
 */
export function DurationInput({
  id,
  label,
  value,
  onChange,
  invalid,
  placeholder,
}: {
  id: string;
  label: string;
  value: Duration;
  onChange: (next: Duration) => void;
  invalid?: boolean;
  placeholder?: string;
}) {
  return (
    <span className="row" style={{ gap: 4 }}>
      <input
        id={id}
        inputMode="numeric"
        style={{ width: '6em' }}
        value={value.amount}
        placeholder={placeholder}
        onChange={(e) => onChange({ ...value, amount: e.target.value })}
        {...(invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})}
      />
      <select
        className="input"
        aria-label={`${label}: unit`}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value as DurationUnit })}
      >
        {UNITS.map((u) => (
          <option key={u}>{u}</option>
        ))}
      </select>
    </span>
  );
}
