import type { ControlProps } from '../../../components/form/field';
import type { Duration, DurationUnit } from '../form';

const UNITS: DurationUnit[] = ['minutes', 'hours', 'days'];

/**
 * An amount and a unit: how people say durations ("20 minutes", "6 hours"), never raw milliseconds.
 * The amount takes the field's control props (its id, and the problem it is read with).
 */
export function DurationInput({
  control,
  label,
  value,
  onChange,
  placeholder,
}: {
  control: ControlProps;
  /** What the unit's select is named after ("Window: unit"). */
  label: string;
  value: Duration;
  onChange: (next: Duration) => void;
  placeholder?: string;
}) {
  return (
    <span className="row" style={{ gap: 4 }}>
      <input
        {...control}
        inputMode="numeric"
        style={{ width: '6em' }}
        value={value.amount}
        placeholder={placeholder}
        onChange={(e) => onChange({ ...value, amount: e.target.value })}
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
