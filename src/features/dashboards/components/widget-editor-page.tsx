import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { toApiError, type ApiError } from '../../../api/errors';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { windowOf } from '../../../components/pickers/time-window';
import { useKeyCompletion } from '../../../components/query-editor/use-key-completion';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { placeholders } from '../../../query-language';
import { addWidgets, createWidget, replaceWidget } from '../api';
import { dashboardQueries } from '../queries';
import { WIDGET_TYPES, type Widget } from '../model';
import {
  draftOf,
  fieldOfDetails,
  validateDraft,
  writeOf,
  type DraftField,
  type WidgetDraft,
} from '../widget-form';
import styles from './dashboards.module.css';
import { WidgetBody } from './widget-body';

const QueryEditor = lazy(() => import('../../../components/query-editor/query-editor'));
const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));
const PREVIEW_RANGES = ['Last 1 hour', 'Last 24 hours', 'Last 7 days'];

interface Props {
  /** The widget being edited; none for a new one. */
  widget?: Widget;
  /** A new widget's starting point, e.g. the query of the search page. */
  seed?: Partial<WidgetDraft>;
  /** The dashboard to return to (and, for a new widget, to add it to). */
  dashboardId?: string;
}

/** Create or edit a widget, with a live preview of what it will show. */
export function WidgetEditorPage({ widget, seed, dashboardId }: Props) {
  const permit = usePermit('dashboards_write', 'create or change widgets');
  const [draft, setDraft] = useState(() => draftOf(widget, seed));
  const [initial] = useState(draft);
  const [touched, setTouched] = useState(false);
  const [target, setTarget] = useState(dashboardId ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Set just before leaving after a save: the leave guard must not ask then.
  const saved = useRef(false);
  const [previewRange, setPreviewRange] = useState(PREVIEW_RANGES[0] as string);
  const [ranAt] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dashboards = useQuery({ ...dashboardQueries.list(), enabled: !widget && !dashboardId });
  const { keys, valuesFor } = useKeyCompletion(draft.from[0]);
  const ids = { name: useId(), description: useId(), select: useId(), groups: useId(), target: useId() };

  const problems = validateDraft(draft);
  const serviceField = error ? fieldOfDetails(error.details) : undefined;
  const shown = (field: DraftField) =>
    (touched ? problems[field] : undefined) ?? (serviceField === field ? error?.details : undefined);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (patch: Partial<WidgetDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // The preview follows the draft a moment behind the typing, and only while the draft is valid.
  const preview = useDebounced(draft);
  const previewValid = Object.keys(validateDraft(preview)).length === 0;

  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !saved.current,
    enableBeforeUnload: () => dirty && !saved.current,
    withResolver: true,
  });

  const back = (id?: string) =>
    id
      ? navigate({ to: '/dashboards/$dashboardId', params: { dashboardId: id }, search: { mode: 'edit' } })
      : navigate({ to: '/widgets' });

  const save = async () => {
    setTouched(true);
    setError(null);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const body = writeOf(draft, widget);
      const result = widget ? await replaceWidget(widget.id, body) : await createWidget(body);
      if (!widget && target) await addWidgets(target, [result.id]);
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.widgets().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['get', '/dashboards/{dashboardId}'] });
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.list().queryKey });
      saved.current = true;
      notify('success', widget ? `Saved ${result.name}` : `Created ${result.name}`);
      await back(target || undefined);
    } catch (thrown) {
      setError(toApiError(thrown));
    } finally {
      setSaving(false);
    }
  };

  const describe = (field: DraftField, id: string) =>
    shown(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` } : {};
  const problem = (field: DraftField, id: string) =>
    shown(field) && (
      <span id={`${id}-problem`} className="field-error">
        {shown(field)}
      </span>
    );

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
      {!permit.allowed && <p className="muted">{permit.reason}</p>}
      <div className={styles.editor}>
        <form
          className="stack"
          noValidate
          aria-label="Widget"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="field">
            <label htmlFor={ids.name}>Name</label>
            <input
              id={ids.name}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              {...describe('name', ids.name)}
            />
            {problem('name', ids.name)}
          </div>
          <div className="field">
            <label htmlFor={ids.description}>Description</label>
            <textarea
              id={ids.description}
              className="input"
              rows={2}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
              {...describe('description', ids.description)}
            />
            {problem('description', ids.description)}
          </div>
          <fieldset className="field" style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend className="label">Type</legend>
            <div className="row">
              {WIDGET_TYPES.map((t) => (
                <label key={t.type} className="row" style={{ gap: 4 }}>
                  <input
                    type="radio"
                    name="widget-type"
                    value={t.type}
                    checked={draft.type === t.type}
                    onChange={() => set({ type: t.type })}
                  />
                  {t.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <span className="label">Datasets</span>
            <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
            {touched && problems.from && <span className="field-error">{problems.from}</span>}
          </div>
          <div className="field">
            <span className="label">Query (where)</span>
            <Suspense fallback={<p className="muted">Loading the editor…</p>}>
              <QueryEditor
                value={draft.where}
                onChange={(where) => set({ where })}
                onRun={() => undefined}
                label="Widget query (where)"
                keys={keys}
                valuesFor={valuesFor}
                templates
                placeholder="level = 'error'  ·  {{name}} is a template argument"
              />
            </Suspense>
            {/* The editor says what it finds itself; what the service refused in the query is said here. */}
            {serviceField === 'where' && error && (
              <span className="field-error" role="alert">
                The service refused the query: {error.details}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.select}>Aggregates</label>
            <input
              id={ids.select}
              value={draft.select}
              onChange={(e) => set({ select: e.target.value })}
              placeholder="count(*), p95(latency_ms)"
              {...describe('select', ids.select)}
            />
            {problem('select', ids.select)}
          </div>
          <div className="field">
            <label htmlFor={ids.groups}>Group by</label>
            <input
              id={ids.groups}
              value={draft.groups}
              onChange={(e) => set({ groups: e.target.value })}
              placeholder="status_code, $service"
            />
          </div>
          {placeholders(draft.where).map((name) => {
            const arg = draft.args[name] ?? { kind: 'value' as const, text: '' };
            const id = `arg-${name}`;
            const setArg = (next: Partial<typeof arg>) =>
              set({ args: { ...draft.args, [name]: { ...arg, ...next } } });
            return (
              <fieldset key={name} className="field" style={{ border: 'none', padding: 0, margin: 0 }}>
                <legend className="label">Template argument {`{{${name}}}`}</legend>
                <div className="row">
                  <select
                    className="input"
                    aria-label={`Where {{${name}}} comes from`}
                    value={arg.kind}
                    onChange={(e) => setArg({ kind: e.target.value as 'value' | 'input' })}
                  >
                    <option value="value">A fixed value</option>
                    <option value="input">A dashboard input</option>
                  </select>
                  <input
                    id={id}
                    aria-label={arg.kind === 'input' ? `Input name for {{${name}}}` : `Value of {{${name}}}`}
                    value={arg.text}
                    onChange={(e) => setArg({ text: e.target.value })}
                    {...describe(`arg:${name}`, id)}
                  />
                </div>
                {problem(`arg:${name}`, id)}
              </fieldset>
            );
          })}
          {!widget && !dashboardId && (
            <div className="field">
              <label htmlFor={ids.target}>Add to dashboard</label>
              <select
                id={ids.target}
                className="input"
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              >
                <option value="">None (widget library only)</option>
                {(dashboards.data?.dashboards ?? []).map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {error && !serviceField && (
            <ErrorPanel error={error} action="save the widget" onRetry={() => void save()} />
          )}
          {touched && Object.keys(problems).length > 0 && (
            <p className="field-error" role="alert">
              Not saved: {Object.values(problems)[0]}
              {Object.keys(problems).length > 1
                ? ` (and ${Object.keys(problems).length - 1} more above)`
                : ''}
            </p>
          )}
          <div className="row">
            <button type="submit" className="button button-primary" disabled={saving || !permit.allowed}>
              {saving
                ? 'Saving…'
                : widget
                  ? 'Save widget'
                  : target
                    ? 'Create and add to dashboard'
                    : 'Create widget'}
            </button>
          </div>
        </form>
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
      {blocker.status === 'blocked' && (
        <Suspense fallback={null}>
          <LeaveConfirm onLeave={blocker.proceed} onStay={blocker.reset} />
        </Suspense>
      )}
    </div>
  );
}

/** Leaving with unsaved changes to the widget asks first. */
function LeaveConfirm({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const leaving = useRef(false);
  return (
    <ConfirmModal
      title="Discard the changes to this widget?"
      confirmLabel="Discard changes"
      onConfirm={() => {
        leaving.current = true;
        onLeave();
      }}
      onClose={() => {
        if (!leaving.current) onStay();
      }}
    >
      <p>Your changes to this widget are not saved. Leaving discards them.</p>
    </ConfirmModal>
  );
}
