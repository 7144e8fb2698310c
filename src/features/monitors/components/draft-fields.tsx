import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import type { DraftField, MonitorDraft } from '../form';
import { DurationInput } from './duration-input';
import type { MonitorForm } from './use-monitor-form';

/** The form and the ids of its fields, which every section of the monitor form draws with. */
export interface SectionProps {
  form: MonitorForm;
  id: (field: string) => string;
}

type TextName = {
  [K in keyof MonitorDraft]: MonitorDraft[K] extends string ? K & DraftField : never;
}[keyof MonitorDraft];

/** One text field of the draft, its problem beneath it. */
export function DraftText({
  form,
  id,
  name,
  label,
  ...props
}: SectionProps & {
  name: TextName;
  label: string;
  placeholder?: string;
  inputMode?: 'decimal';
  rows?: number;
}) {
  return (
    <TextField
      id={id(name)}
      label={label}
      value={form.draft[name]}
      onChange={(value) => form.set({ [name]: value })}
      problem={form.problem(name)}
      {...props}
    />
  );
}

/** One duration of the draft (an amount and a unit), its problem beneath it. */
export function DraftDuration({
  form,
  id,
  name,
  label,
  short,
  placeholder,
}: SectionProps & {
  name: 'window' | 'compareTo' | 'evaluationWindow' | 'retention';
  label: string;
  short: string;
  placeholder?: string;
}) {
  return (
    <Field id={id(name)} label={label} problem={form.problem(name)}>
      {(control) => (
        <DurationInput
          control={control}
          label={short}
          value={form.draft[name]}
          onChange={(value) => form.set({ [name]: value })}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}
