import type { Duration, DurationUnit } from '../form';

const UNITS: DurationUnit[] = ['minutes', 'hours', 'days'];

/** An amount and a unit: how people say durations ("20 minutes", "6 hours"), never raw milliseconds. */
export function DurationInput({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
}: {
  id: string;
  label: string;
  value: Duration;
  onChange: (next: Duration) => void;
  invalid?: boolean;
  describedBy?: string;
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
        {...(invalid ? { 'aria-invalid': true } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
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
