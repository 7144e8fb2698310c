import { Field } from './field';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  type?: 'text' | 'email';
  placeholder?: string;
  disabled?: boolean;
  description?: string;
  /** A datalist of suggestions. */
  list?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  autoFocus?: boolean;
  /** Several lines (a textarea). */
  rows?: number;
}

/** A labelled text input (or textarea) with its problem or hint read with it. */
export function TextField({ id, label, value, onChange, problem, description, rows, ...input }: Props) {
  return (
    <Field id={id} label={label} problem={problem} description={description}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className="input"
            rows={rows}
            value={value}
            placeholder={input.placeholder}
            disabled={input.disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input {...control} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}
