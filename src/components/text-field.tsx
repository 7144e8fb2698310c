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
}

/** A labelled input with its problem (or description) read with it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  type = 'text',
  placeholder,
  disabled,
  description,
  list,
  inputMode,
}: Props) {
  const noteId = `${id}-note`;
  const note = problem ?? description;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        list={list}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={note ? noteId : undefined}
      />
      {note && (
        <span id={noteId} className={problem ? 'field-error' : 'muted'}>
          {note}
        </span>
      )}
    </div>
  );
}
