import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { DateTimeField } from '../../../components/form/date-time-field';
import { Field, FieldSet } from '../../../components/form/field';
import { Form, NotSaved } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { PageHeader } from '../../../components/page-header';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { describeRule } from '../../../monitor-rules';
import { placeholders } from '../../../query-language/placeholders';
import { useCreateMonitor, useReplaceMonitor } from '../api';
import {
  draftOf,
  fieldOfPath,
  ruleOf,
  backtestOf,
  validateDraft,
  writeOf,
  type DraftField,
  type MonitorDraft,
} from '../form';
import { isMuted, KINDS, OPERATORS, STATUS_LABELS, STATUSES, type Monitor } from '../model';
import { BacktestPanel } from './backtest-panel';
import { DurationInput } from './duration-input';
import styles from './monitors.module.css';

const QueryEditor = lazy(() => import('../../../components/query-editor/dataset-query-editor'));

/** Create or edit a monitor with every field of the contract, and a backtest of the rule as it stands. */
export function MonitorFormPage({
  monitor,
  seed,
  openedAt,
}: {
  monitor?: Monitor;
  /** When the form opened: the backtest's first range ends then (the route asked for that window). */
  openedAt: number;
  /** A new monitor's fields filled in already (from a Logs search). */
  seed?: Partial<MonitorDraft> | undefined;
}) {
  const permit = usePermit('monitors_write', monitor ? 'change monitors' : 'create monitors');
  const create = useCreateMonitor();
  const replace = useReplaceMonitor();
  const navigate = useNavigate();
  const [initial] = useState(() => draftOf(monitor, seed));
  const form = useForm<MonitorDraft, DraftField, Monitor>({
    initial,
    validate: validateDraft,
    fieldOf: fieldOfPath,
    // Unsaved work survives a reload (this tab only, this person only: src/api/drafts.ts).
    keep: { kind: 'monitor', id: monitor?.id ?? (seed ? `new:${JSON.stringify(seed)}` : 'new') },
    send: (draft) => {
      const body = writeOf(draft, monitor ? isMuted(monitor) : false);
      return monitor
        ? replace.mutateAsync({ params: { path: { monitorId: monitor.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (result) => {
      notify('success', monitor ? `Saved ${result.name}` : `Created ${result.name}`);
      return navigate({ to: '/monitors/$monitorId', params: { monitorId: result.id } });
    },
  });
  const { draft, set } = form;
  usePrefetchKeys(draft.from[0]);
  const uid = useId();
  const id = (field: string) => `${uid}-${field.replace(/\W/g, '-')}`;
  const valid = !Object.values(validateDraft(draft)).some(Boolean);

  // The backtest follows the draft a moment behind the typing, and only while the draft is valid.
  const settled = useDebounced(draft, 600);
  const backtest = backtestOf(settled);

  const text = (
    name: DraftField & keyof MonitorDraft,
    label: string,
    props: { placeholder?: string; inputMode?: 'decimal'; rows?: number } = {},
  ) => (
    <TextField
      id={id(name)}
      label={label}
      value={draft[name] as string}
      onChange={(value) => set({ [name]: value })}
      problem={form.problem(name)}
      {...props}
    />
  );
  const duration = (
    name: 'window' | 'compareTo' | 'evaluationWindow' | 'retention',
    label: string,
    short: string,
    placeholder?: string,
  ) => (
    <Field id={id(name)} label={label} problem={form.problem(name)}>
      {(control) => (
        <DurationInput
          control={control}
          label={short}
          value={draft[name]}
          onChange={(value) => set({ [name]: value })}
          placeholder={placeholder}
        />
      )}
    </Field>
  );

  return (
    <div className="stack">
      <PageHeader
        title={monitor ? `Edit ${monitor.name}` : 'New monitor'}
        lead={valid ? `${describeRule(ruleOf(draft))}.` : 'An alerting rule over logs.'}
        actions={
          monitor ? (
            <Link to="/monitors/$monitorId" params={{ monitorId: monitor.id }}>
              Back to the monitor
            </Link>
          ) : (
            <Link to="/monitors">All monitors</Link>
          )
        }
      />
      <div className={styles.editor}>
        <Form
          form={form}
          className="stack"
          label="Monitor"
          unsaved="this monitor"
          readOnly={permit.allowed ? undefined : permit.reason}
        >
          {text('name', 'Name')}
          {text('description', 'Description', { rows: 2 })}
          <div className="fieldset">
            <RadioGroup
              id={id('kind')}
              label="Kind"
              value={draft.kind}
              onChange={(kind) => set({ kind })}
              options={KINDS.map((k) => ({ value: k.kind, label: <strong>{k.label}</strong>, hint: k.hint }))}
            />
          </div>

          <fieldset className="fieldset">
            <legend className="label">Query</legend>
            <FieldSet id={id('from')} legend="Datasets" problem={form.problem('from')}>
              <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
            </FieldSet>
            <FieldSet id={id('where')} legend="Where" problem={form.problem('where')}>
              <Suspense fallback={<p className="muted">Loading the editor…</p>}>
                <QueryEditor
                  value={draft.where}
                  onChange={(where) => set({ where })}
                  onRun={() => undefined}
                  label="Monitor query (where)"
                  logId={draft.from[0]}
                  readOnly={!permit.allowed}
                  templates
                  placeholder="level = 'error'  ·  {{name}} is a template argument"
                />
              </Suspense>
            </FieldSet>
            {text('select', 'Aggregate', { placeholder: 'count(*) or p95(latency_ms)' })}
            {text('groups', 'Per group (group by)', { placeholder: 'host, $service' })}
            {placeholders(draft.where).map((name) => (
              <TextField
                key={name}
                id={id(`arg:${name}`)}
                label={`Template argument {{${name}}}`}
                value={draft.args[name] ?? ''}
                onChange={(value) => set({ args: { ...draft.args, [name]: value } })}
                problem={form.problem(`arg:${name}`)}
              />
            ))}
          </fieldset>

          <fieldset className="fieldset">
            <legend className="label">Condition</legend>
            <div className={styles.inline}>
              <label htmlFor={id('operator')}>
                {draft.kind === 'ANOMALY_DETECTION'
                  ? 'Alert when the score is'
                  : draft.kind === 'CHANGE_DETECTION'
                    ? 'Alert when the change is'
                    : 'Alert when the value is'}
              </label>
              <select
                id={id('operator')}
                className="input"
                value={draft.operator}
                onChange={(e) => set({ operator: e.target.value as MonitorDraft['operator'] })}
              >
                {OPERATORS.filter((o) => o.op !== 'OUTSIDE' || draft.kind === 'ANOMALY_DETECTION').map(
                  (o) => (
                    <option key={o.op} value={o.op}>
                      {o.label}
                    </option>
                  ),
                )}
              </select>
            </div>
            {text('threshold', 'Threshold (ALERT)', { inputMode: 'decimal' })}
            {text('warning', 'Warning threshold (WARN, optional)', { inputMode: 'decimal' })}
            {duration('window', 'Window (5 minutes to 1 day)', 'Window')}
            {draft.kind === 'CHANGE_DETECTION' && (
              <>
                {duration('compareTo', 'Compare with (ago)', 'Compare with')}
                <SelectField
                  id={id('changeType')}
                  label="Change as"
                  value={draft.changeType}
                  onChange={(changeType) => set({ changeType })}
                  options={[
                    { value: 'DIFFERENCE', label: 'A difference (the same unit as the value)' },
                    { value: 'PERCENTAGE', label: 'A percentage' },
                  ]}
                />
              </>
            )}
            {draft.kind === 'ANOMALY_DETECTION' && (
              <>
                {duration('evaluationWindow', 'Evaluation window (the baseline)', 'Evaluation window')}
                <p className="muted">
                  Algorithm: MEDIAN_MAD, how many robust standard deviations the value lies from the median of
                  the evaluation window.
                </p>
              </>
            )}
          </fieldset>

          <fieldset className="fieldset">
            <legend className="label">Behaviour</legend>
            <SelectField
              id={id('noData')}
              label="Status without data"
              value={draft.noData}
              onChange={(noData) => set({ noData })}
              options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
            <label className="row" style={{ gap: 4 }}>
              <input
                type="checkbox"
                checked={draft.notifyOnce}
                onChange={(e) => set({ notifyOnce: e.target.checked })}
              />
              Notify once per incident (not again when it escalates or recovers)
            </label>
            {duration(
              'retention',
              'Forget a group after no data for (optional, up to 7 days)',
              'Group retention',
              'keep',
            )}
            <div className="row align-start">
              <SelectField
                id={id('mute')}
                label="Muted"
                value={draft.mute.mode}
                onChange={(mode) => set({ mute: { ...draft.mute, mode } })}
                options={[
                  { value: 'none', label: 'Not muted' },
                  { value: 'forever', label: 'Indefinitely' },
                  { value: 'until', label: 'Until…' },
                ]}
              />
              {draft.mute.mode === 'until' && (
                <DateTimeField
                  id={id('mute-until')}
                  label="Muted until"
                  value={draft.mute.until}
                  onChange={(until) => set({ mute: { ...draft.mute, until } })}
                  problem={form.problem('mute')}
                />
              )}
            </div>
          </fieldset>

          <fieldset className="fieldset">
            <legend className="label">Actions</legend>
            {draft.actions.map((action, i) => {
              const name: DraftField = `action:${i}`;
              const setAction = (patch: Partial<typeof action>) =>
                set({ actions: draft.actions.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
              return (
                <Field
                  key={i}
                  id={id(name)}
                  hideLabel
                  label={
                    action.type === 'EMAIL'
                      ? `Action ${i + 1}: e-mail address`
                      : `Action ${i + 1}: integration id`
                  }
                  problem={form.problem(name)}
                >
                  {(control) => (
                    <span className="row">
                      <select
                        aria-label={`Action ${i + 1}: kind`}
                        value={action.type}
                        onChange={(e) => setAction({ type: e.target.value as 'EMAIL' | 'INTEGRATION' })}
                      >
                        <option value="EMAIL">E-mail</option>
                        <option value="INTEGRATION">Integration</option>
                      </select>
                      <input
                        {...control}
                        type={action.type === 'EMAIL' ? 'email' : 'text'}
                        value={action.target}
                        onChange={(e) => setAction({ target: e.target.value })}
                      />
                      {draft.actions.length > 1 && (
                        <button
                          type="button"
                          className="button"
                          onClick={() => set({ actions: draft.actions.filter((_, j) => j !== i) })}
                        >
                          Remove action {i + 1}
                        </button>
                      )}
                    </span>
                  )}
                </Field>
              );
            })}
            {draft.actions.length < 10 && (
              <button
                type="button"
                className="button"
                onClick={() => set({ actions: [...draft.actions, { type: 'EMAIL', target: '' }] })}
              >
                Add an action
              </button>
            )}
          </fieldset>

          <fieldset className="fieldset">
            <legend className="label">AI report</legend>
            <label className="row" style={{ gap: 4 }}>
              <input
                type="checkbox"
                checked={draft.aiReport}
                onChange={(e) => set({ aiReport: e.target.checked })}
              />
              Attach an AI report to notifications
            </label>
            {draft.aiReport && text('aiInstructions', 'Instructions for the report', { rows: 2 })}
          </fieldset>

          {form.unplaced && (
            <ErrorPanel error={form.unplaced} action="save the monitor" onRetry={form.submit} />
          )}
          <NotSaved form={form} />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={form.pending}>
              {form.pending ? 'Saving…' : monitor ? 'Save monitor' : 'Create monitor'}
            </button>
          </div>
        </Form>
        <BacktestPanel {...backtest} openedAt={openedAt} {...(monitor ? { monitorId: monitor.id } : {})} />
      </div>
    </div>
  );
}
