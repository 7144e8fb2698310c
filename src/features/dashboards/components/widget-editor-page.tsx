import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { Field, FieldSet } from '../../../components/form/field';
import { Form, NotSaved } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { PageHeader } from '../../../components/page-header';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { windowOf } from '../../../components/pickers/time-window';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { placeholders } from '../../../query-language/placeholders';
import { createWidget, replaceWidget } from '../api';
import { addWidgets } from '../dashboard-writes';
import { dashboardQueries } from '../queries';
import { type Widget } from '../model';
import { WIDGET_TYPE_NAMES, WIDGET_TYPES, widgetType } from '../widget-types/registry';
import { VALUE_UNIT_NAMES, VALUE_UNITS, type ValueUnit } from '../../../components/charts/value-format';
import {
  draftOf,
  fieldOfPath,
  notEditableHere,
  validateDraft,
  writeOf,
  type Choice,
  type DraftField,
  type WidgetDraft,
} from '../widget-form';
import styles from './dashboards.module.css';
import { WidgetBody } from './widget-body';
import { operationKey } from '../../../api/query-keys';

const QueryEditor = lazy(() => import('../../../components/query-editor/dataset-query-editor'));
/** A display option left to the chart, or chosen on or off. */
const choices = (on: string, off: string): { value: Choice; label: string }[] => [
  { value: 'auto', label: 'Automatic' },
  { value: 'on', label: on },
  { value: 'off', label: off },
];
const PREVIEW_RANGES = ['Last 1 hour', 'Last 24 hours', 'Last 7 days'];

interface Props {
  /** The widget being edited; none for a new one. */
  widget?: Widget;
  /** A new widget's starting point, e.g. the query of the search page. */
  seed?: Partial<WidgetDraft>;
  /** The dashboard to return to (and, for a new widget, to add it to). */
  dashboardId?: string;
}

/**
 * Create or edit a widget, with a live preview of what it will show. A widget the form cannot show
 * whole opens read-only, saying why.
 */
export function WidgetEditorPage(props: Props) {
  const reason = props.widget && notEditableHere(props.widget);
  if (!reason) return <WidgetEditorForm {...props} />;
  return (
    <div className="stack">
      <PageHeader title={`Edit ${props.widget?.name ?? 'widget'}`} lead="Read-only here." />
      <p role="status">{reason} Change it in the vendor&apos;s console.</p>
      <p>
        {props.dashboardId ? (
          <Link to="/dashboards/$dashboardId" params={{ dashboardId: props.dashboardId }}>
            ← Back to the dashboard
          </Link>
        ) : (
          <Link to="/widgets">← Widget library</Link>
        )}
      </p>
    </div>
  );
}

function WidgetEditorForm({ widget, seed, dashboardId }: Props) {
  const permit = usePermit('dashboards_write', 'create or change widgets');
  const [initial] = useState(() => ({ ...draftOf(widget, seed), target: dashboardId ?? '' }));
  const [previewRange, setPreviewRange] = useState(PREVIEW_RANGES[0] as string);
  const [ranAt] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dashboards = useQuery({ ...dashboardQueries.list(), enabled: !widget && !dashboardId });
  const back = (id?: string) =>
    id
      ? navigate({ to: '/dashboards/$dashboardId', params: { dashboardId: id }, search: { mode: 'edit' } })
      : navigate({ to: '/widgets' });
  const form = useForm<WidgetDraft & { target: string }, DraftField | 'target', Widget>({
    initial,
    validate: validateDraft,
    fieldOf: fieldOfPath,
    send: async ({ target, ...draft }) => {
      const body = writeOf(draft, widget);
      const result = widget ? await replaceWidget(widget.id, body) : await createWidget(body);
      if (!widget && target) await addWidgets(target, [result.id]);
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.widgets().queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/dashboards/{dashboardId}') });
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.list().queryKey });
      return result;
    },
    onSaved: (result, { target }) => {
      notify('success', widget ? `Saved ${result.name}` : `Created ${result.name}`);
      return back(target || undefined);
    },
  });
  const { draft, set } = form;
  usePrefetchKeys(draft.from[0]);
  const ids = {
    name: useId(),
    description: useId(),
    select: useId(),
    groups: useId(),
    target: useId(),
    from: useId(),
    where: useId(),
    display: useId(),
    unit: useId(),
    decimals: useId(),
  };

  // The preview follows the draft a moment behind the typing, and only while the draft is valid.
  const preview = useDebounced(draft);
  const previewValid = !Object.values(validateDraft(preview)).some(Boolean);

  return (
    <div className="stack">
      <PageHeader
        title={widget ? `Edit ${widget.name}` : 'New widget'}
        lead="A query over datasets, drawn as a chart. The preview shows what it will look like."
        actions={
          dashboardId ? (
            <Link to="/dashboards/$dashboardId" params={{ dashboardId }} search={{ mode: 'edit' }}>
              Back to the dashboard
            </Link>
          ) : (
            <Link to="/widgets">Widget library</Link>
          )
        }
      />
      <div className={styles.editor}>
        <Form
          form={form}
          className="stack"
          label="Widget"
          unsaved="this widget"
          readOnly={permit.allowed ? undefined : permit.reason}
        >
          <TextField id={ids.name} label="Name" {...form.bind('name')} />
          <TextField id={ids.description} label="Description" rows={2} {...form.bind('description')} />
          <RadioGroup
            id="widget-type"
            label="Type"
            horizontal
            value={draft.type}
            onChange={(type) => set({ type })}
            options={WIDGET_TYPE_NAMES.map((type) => ({ value: type, label: WIDGET_TYPES[type].label }))}
          />
          <FieldSet id={ids.from} legend="Datasets" problem={form.problem('from')}>
            <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
          </FieldSet>
          <FieldSet id={ids.where} legend="Query (where)" problem={form.problem('where')}>
            <Suspense fallback={<p className="muted">Loading the editor…</p>}>
              <QueryEditor
                value={draft.where}
                onChange={(where) => set({ where })}
                onRun={() => undefined}
                label="Widget query (where)"
                logId={draft.from[0]}
                readOnly={!permit.allowed}
                templates
                placeholder="level = 'error'  ·  {{name}} is a template argument"
              />
            </Suspense>
          </FieldSet>
          <TextField
            id={ids.select}
            label="Aggregates"
            value={draft.select}
            onChange={(select) => set({ select })}
            placeholder="count(*), p95(latency_ms)"
            problem={form.problem('select')}
          />
          <TextField
            id={ids.groups}
            label="Group by"
            value={draft.groups}
            onChange={(groups) => set({ groups })}
            placeholder="status_code, $service"
            problem={form.problem('groups')}
          />
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
            <RadioGroup
              id="widget-legend"
              label="Legend"
              horizontal
              value={draft.legend}
              onChange={(legend) => set({ legend })}
              options={choices('Show', 'Hide')}
            />
            {widgetType(draft.type)?.stacking && (
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
                      aria-label={`Where {{${name}}} comes from`}
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
          {!widget && !dashboardId && (
            <SelectField
              id={ids.target}
              label="Add to dashboard"
              value={draft.target}
              onChange={(target) => set({ target })}
              options={[
                { value: '', label: 'None (widget library only)' },
                ...(dashboards.data?.dashboards ?? []).map((d) => ({ value: d.id, label: d.name })),
              ]}
            />
          )}
          {form.unplaced && (
            <ErrorPanel error={form.unplaced} action="save the widget" onRetry={form.submit} />
          )}
          <NotSaved form={form} />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={form.pending}>
              {form.pending
                ? 'Saving…'
                : widget
                  ? 'Save widget'
                  : draft.target
                    ? 'Create and add to dashboard'
                    : 'Create widget'}
            </button>
          </div>
        </Form>
        <section aria-labelledby="widget-preview" className="stack">
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <h2 id="widget-preview">Preview</h2>
            <label className="row" style={{ gap: 4 }}>
              <span>Over</span>
              <select
                className="input"
                value={previewRange}
                onChange={(e) => setPreviewRange(e.target.value)}
              >
                {PREVIEW_RANGES.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>
          </div>
          <div className={styles.preview}>
            {previewValid ? (
              <WidgetBody
                widget={{ ...writeOf(preview, widget), name: preview.name || 'Preview' }}
                timeWindow={windowOf({ range: previewRange }, ranAt)}
              />
            ) : (
              <p className="muted">The preview appears when the form is complete.</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
