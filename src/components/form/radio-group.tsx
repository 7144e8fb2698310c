import type { ReactNode } from 'react';

interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Said after the label, quieter: what the choice means. */
  hint?: ReactNode;
  disabled?: boolean;
}

interface Props<V extends string> {
  id: string;
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: RadioOption<V>[];
  problem?: string | undefined;
  description?: ReactNode;
  horizontal?: boolean;
  disabled?: boolean;
}

/** One choice of a few, as native radios named by their group: the same in every form. */
export function RadioGroup<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  problem,
  description,
  horizontal,
  disabled,
}: Props<V>) {
  const note = problem ?? description;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={note ? `${id}-note` : undefined}
      className="field"
      data-invalid={problem ? '' : undefined}
    >
      <span id={`${id}-label`} className="label">
        {label}
      </span>
      <div className={horizontal ? 'row' : 'radio-list'}>
        {options.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
            {option.hint && <span className="muted">{option.hint}</span>}
          </label>
        ))}
      </div>
      {note && (
        <span id={`${id}-note`} className={problem ? 'field-error' : 'muted'}>
          {note}
        </span>
      )}
    </div>
  );
}
