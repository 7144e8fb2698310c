import type { ReactNode } from 'react';

/** What a control needs to be read with its label and its problem. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** What is wrong, shown under the control and read with it. */
  problem?: string | undefined;
  /** A hint, read with the control while there is no problem. */
  description?: ReactNode;
  /** The label is for screen readers only (the control's row says what it is). */
  hideLabel?: boolean;
  /** Draws the control, given its id and the ARIA that ties it to its problem. */
  children: (control: ControlProps) => ReactNode;
}

/** Ties a label, a control and its problem or hint together, the same way in every form. */
export function Field({ id, label, problem, description, hideLabel, children }: FieldProps) {
  const noteId = `${id}-note`;
  const note = problem ?? description;
  return (
    <div className="field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({
        id,
        ...(problem ? { 'aria-invalid': true as const } : {}),
        ...(note ? { 'aria-describedby': noteId } : {}),
      })}
      {note && (
        <span id={noteId} className={problem ? 'field-error' : 'muted'}>
          {note}
        </span>
      )}
    </div>
  );
}

interface FieldSetProps {
  id: string;
  legend: ReactNode;
  problem?: string | undefined;
  description?: ReactNode;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A group of controls under one legend (checkboxes, radios, a picker, the query editor), with its
 * problem read with the group; the form's focus goes to its first control.
 */
export function FieldSet({ id, legend, problem, description, className, disabled, children }: FieldSetProps) {
  const noteId = `${id}-note`;
  const note = problem ?? description;
  return (
    <fieldset
      id={id}
      className={className ?? 'field fieldset-plain'}
      disabled={disabled}
      data-invalid={problem ? '' : undefined}
      aria-describedby={note ? noteId : undefined}
    >
      <legend className="label">{legend}</legend>
      {children}
      {note && (
        <span id={noteId} className={problem ? 'field-error' : 'muted'}>
          {note}
        </span>
      )}
    </fieldset>
  );
}
