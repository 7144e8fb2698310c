import { useId } from 'react';
import { VALUE_UNIT_NAMES, VALUE_UNITS, type ValueUnit } from '../../../components/charts/value-format';
import { Field, FieldSet } from '../../../components/form/field';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { placeholders } from '../../../query-language/placeholders';
import { addsUp, isAggregate } from '../../../query-language/aggregate-kinds';
import { splitList } from '../../../query-language/split-list';
import type { Choice } from '../widget-form';
import { widgetType } from '../widget-types/registry';
import type { WidgetEditorForm } from './use-widget-editor';
import { namedText } from '../../../lib/visible-text';

/** A display option left to the chart, or chosen on or off. */
const choices = (on: string, off: string): { value: Choice; label: string }[] => [
  { value: 'auto', label: 'Automatic' },
  { value: 'on', label: on },
  { value: 'off', label: off },
];

/** How the widget draws its numbers: unit, decimals, legend, and stacking where its type offers it. */
export function DisplayFields({ form }: { form: WidgetEditorForm }) {
  const { draft, set } = form;
  const ids = { display: useId(), unit: useId(), decimals: useId() };
  const type = widgetType(draft.type);
  const firstAggregate = splitList(draft.select).find(isAggregate);
  return (
    <FieldSet id={ids.display} legend="Display">
      <SelectField
        id={ids.unit}
        label="Unit"
        value={draft.unit}
        onChange={(unit) => set({ unit: unit as ValueUnit })}
        options={VALUE_UNITS.map((unit) => ({ value: unit, label: VALUE_UNIT_NAMES[unit] }))}
      />
      <TextField
        id={ids.decimals}
        label="Decimals"
        value={draft.decimals}
        onChange={(decimals) => set({ decimals })}
        placeholder="Automatic"
        problem={form.problem('decimals')}
      />
      {type?.legend && (
        <RadioGroup
          id="widget-legend"
          label="Legend"
          horizontal
          value={draft.legend}
          onChange={(legend) => set({ legend })}
          options={choices('Show', 'Hide')}
        />
      )}
      {type?.stacking && !addsUp(firstAggregate) && (
        <p className="muted">
          Stacking: {firstAggregate ?? 'this aggregate'} does not add up (only counts and sums do), so its
          series are drawn side by side.
        </p>
      )}
      {type?.stacking && addsUp(firstAggregate) && (
        <RadioGroup
          id="widget-stacking"
          label="Stacking"
          horizontal
          value={draft.stacked}
          onChange={(stacked) => set({ stacked })}
          options={choices('Stacked', 'Not stacked')}
        />
      )}
    </FieldSet>
  );
}

/** A value for each placeholder of the query: fixed, or read from one of the dashboard's inputs. */
export function TemplateArgumentFields({ form }: { form: WidgetEditorForm }) {
  const { draft, set } = form;
  return (
    <>
      {placeholders(draft.where).map((name) => {
        const arg = draft.args[name] ?? { kind: 'value' as const, text: '' };
        const id = `arg-${name}`;
        const setArg = (next: Partial<typeof arg>) =>
          set({ args: { ...draft.args, [name]: { ...arg, ...next } } });
        return (
          <Field
            key={name}
            id={id}
            label={arg.kind === 'input' ? `Input name for {{${name}}}` : `Value of {{${name}}}`}
            problem={form.problem(`arg:${name}`)}
          >
            {(control) => (
              <div className="row">
                <select
                  aria-label={`Where {{${namedText(name)}}} comes from`}
                  value={arg.kind}
                  onChange={(e) => setArg({ kind: e.target.value as 'value' | 'input' })}
                >
                  <option value="value">A fixed value</option>
                  <option value="input">A dashboard input</option>
                </select>
                <input {...control} value={arg.text} onChange={(e) => setArg({ text: e.target.value })} />
              </div>
            )}
          </Field>
        );
      })}
    </>
  );
}
