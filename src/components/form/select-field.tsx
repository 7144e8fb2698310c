import type { ReactNode } from 'react';
import { Field } from './field';

interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  id: string;
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  problem?: string | undefined;
  description?: ReactNode;
  hideLabel?: boolean;
}

/** One choice of many, as a themed native select with its label and problem: the same in every form. */
export function SelectField<V extends string>({ value, onChange, options, ...field }: Props<V>) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {/* By position: an option holds no state, and the service may send a value twice. */}
          {options.map((option, i) => (
            <option key={i} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
