import { useNavigate, useBlocker, Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toApiError, type ApiError } from '../../../api/errors';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { useKeyCompletion } from '../../../components/query-editor/use-key-completion';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { describeRule } from '../../../monitor-rules';
import { placeholders } from '../../../query-language';
import { useCreateMonitor, useReplaceMonitor } from '../api';
import {
  draftOf,
  fieldOfDetails,
  ruleOf,
  validateDraft,
  writeOf,
  type DraftField,
  type MonitorDraft,
} from '../form';
import { isMuted, KINDS, OPERATORS, STATUS_LABELS, STATUSES, type Monitor } from '../model';
import { BacktestPanel } from './backtest-panel';
import { DurationInput } from './duration-input';
import styles from './monitors.module.css';
import { loadDraft, removeDraft, saveDraft } from '../../../api/drafts';

const QueryEditor = lazy(() => import('../../../components/query-editor/query-editor'));
const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));

/** Unsaved drafts survive a reload (this tab only, this person only: src/api/drafts.ts). */
const draftId = (monitorId?: string) => monitorId ?? 'new';
const savedDraft = (monitorId?: string) => loadDraft<MonitorDraft>('monitor', draftId(monitorId));

/** Create or edit a monitor with every field of the contract, and a backtest of the rule as it stands. */
export function MonitorFormPage({ monitor }: { monitor?: Monitor }) {
  const permit = usePermit('monitors_write', monitor ? 'change monitors' : 'create monitors');
  const [initial] = useState(() => draftOf(monitor));
  const [draft, setDraft] = useState(() => savedDraft(monitor?.id) ?? initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const saved = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // Bumped by a save the draft's problems stopped: the render after it takes focus to the first one.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const create = useCreateMonitor();
  const replace = useReplaceMonitor();
  const navigate = useNavigate();
  const { keys, valuesFor } = useKeyCompletion(draft.from[0]);
  const uid = useId();
  const id = (field: string) => `${uid}-${field.replace(/\W/g, '-')}`;

  const problems = validateDraft(draft);
  const serviceField = error ? fieldOfDetails(error.details) : undefined;
  const shown = (field: DraftField) =>
    (touched ? problems[field] : undefined) ?? (serviceField === field ? error?.details : undefined);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (patch: Partial<MonitorDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const saving = create.isPending || replace.isPending;

  useEffect(() => {
    if (saved.current) return;
    if (dirty) saveDraft('monitor', draftId(monitor?.id), draft);
    else removeDraft('monitor', draftId(monitor?.id));
  }, [draft, dirty, monitor?.id]);

  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !saved.current,
    enableBeforeUnload: () => dirty && !saved.current,
    withResolver: true,
  });

  // The backtest follows the draft a moment behind the typing, and only while the draft is valid.
  const settled = useDebounced(draft, 600);
  const rule = Object.keys(validateDraft(settled)).length === 0 ? ruleOf(settled) : undefined;

  const save = async () => {
    setTouched(true);
    setError(null);
    if (Object.keys(problems).length) {
      setAttempt((n) => n + 1);
      return;
    }
    const body = writeOf(draft, monitor ? isMuted(monitor) : false);
    try {
      const result = monitor
        ? await replace.mutateAsync({ params: { path: { monitorId: monitor.id } }, body })
        : await create.mutateAsync({ body });
      saved.current = true;
      removeDraft('monitor', draftId(monitor?.id));
      notify('success', monitor ? `Saved ${result.name}` : `Created ${result.name}`);
      await navigate({ to: '/monitors/$monitorId', params: { monitorId: result.id } });
    } catch (thrown) {
      setError(toApiError(thrown));
    }
  };

  const describe = (field: DraftField) =>
    shown(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-problem` } : {};
  const problem = (field: DraftField) =>
    shown(field) && (
      <span id={`${id(field)}-problem`} className="field-error">
        {shown(field)}
      </span>
    );
  const field = (name: DraftField, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      {control}
      {problem(name)}
    </div>
  );
  const text = (name: DraftField, key: keyof MonitorDraft, props: Record<string, unknown> = {}) => (
    <input
      id={id(name)}
      value={draft[key] as string}
      onChange={(e) => set({ [key]: e.target.value })}
      {...describe(name)}
      {...props}
    />
  );

  return (
    <div className="stack">
      <PageHeader
        title={monitor ? `Edit ${monitor.name}` : 'New monitor'}
        lead={
          Object.keys(problems).length ? 'An alerting rule over logs.' : `${describeRule(ruleOf(draft))}.`
        }
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
      {!permit.allowed && <p className="muted">{permit.reason}</p>}
      <div className={styles.editor}>
        <form
          className="stack"
          noValidate
          aria-label="Monitor"
          ref={form}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {field('name', 'Name', text('name', 'name'))}
          {field(
            'description',
            'Description',
            <textarea
              id={id('description')}
              className="input"
              rows={2}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
              {...describe('description')}
            />,
          )}
          <fieldset className={styles.fieldset}>
            <legend className="label">Kind</legend>
            {KINDS.map((k) => (
              <label key={k.kind} className="row" style={{ gap: 4 }}>
                <input
                  type="radio"
                  name={`${uid}-kind`}
                  checked={draft.kind === k.kind}
                  onChange={() => set({ kind: k.kind })}
                />
                <strong>{k.label}</strong> <span className="muted">{k.hint}</span>
              </label>
            ))}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className="label">Query</legend>
            <div className="field">
              <span className="label">Datasets</span>
              <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
              {shown('from') && <span className="field-error">{shown('from')}</span>}
            </div>
            <div className="field">
              <span className="label">Where</span>
              <Suspense fallback={<p className="muted">Loading the editor…</p>}>
                <QueryEditor
                  value={draft.where}
                  onChange={(where) => set({ where })}
                  onRun={() => undefined}
                  label="Monitor query (where)"
                  keys={keys}
                  valuesFor={valuesFor}
                  templates
                  placeholder="level = 'error'  ·  {{name}} is a template argument"
                />
              </Suspense>
              {problem('where')}
            </div>
            {field(
              'select',
              'Aggregate',
              text('select', 'select', { placeholder: 'count(*) or p95(latency_ms)' }),
            )}
            {field(
              'groups',
              'Per group (group by)',
              text('groups', 'groups', { placeholder: 'host, $service' }),
            )}
            {placeholders(draft.where).map((name) =>
              field(
                `arg:${name}`,
                `Template argument {{${name}}}`,
                <input
                  id={id(`arg:${name}`)}
                  value={draft.args[name] ?? ''}
                  onChange={(e) => set({ args: { ...draft.args, [name]: e.target.value } })}
                  {...describe(`arg:${name}`)}
                />,
              ),
            )}
          </fieldset>

          <fieldset className={styles.fieldset}>
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
            {field(
              'threshold',
              'Threshold (ALERT)',
              text('threshold', 'threshold', { inputMode: 'decimal' }),
            )}
            {field(
              'warning',
              'Warning threshold (WARN, optional)',
              text('warning', 'warning', { inputMode: 'decimal' }),
            )}
            {field(
              'window',
              'Window (5 minutes to 1 day)',
              <DurationInput
                id={id('window')}
                label="Window"
                value={draft.window}
                onChange={(window) => set({ window })}
                invalid={!!shown('window')}
              />,
            )}
            {draft.kind === 'CHANGE_DETECTION' && (
              <>
                {field(
                  'compareTo',
                  'Compare with (ago)',
                  <DurationInput
                    id={id('compareTo')}
                    label="Compare with"
                    value={draft.compareTo}
                    onChange={(compareTo) => set({ compareTo })}
                    invalid={!!shown('compareTo')}
                  />,
                )}
                <div className="field">
                  <label htmlFor={id('changeType')}>Change as</label>
                  <select
                    id={id('changeType')}
                    className="input"
                    value={draft.changeType}
                    onChange={(e) => set({ changeType: e.target.value as MonitorDraft['changeType'] })}
                  >
                    <option value="DIFFERENCE">A difference (the same unit as the value)</option>
                    <option value="PERCENTAGE">A percentage</option>
                  </select>
                </div>
              </>
            )}
            {draft.kind === 'ANOMALY_DETECTION' && (
              <>
                {field(
                  'evaluationWindow',
                  'Evaluation window (the baseline)',
                  <DurationInput
                    id={id('evaluationWindow')}
                    label="Evaluation window"
                    value={draft.evaluationWindow}
                    onChange={(evaluationWindow) => set({ evaluationWindow })}
                    invalid={!!shown('evaluationWindow')}
                  />,
                )}
                <p className="muted">
                  Algorithm: MEDIAN_MAD, how many robust standard deviations the value lies from the median of
                  the evaluation window.
                </p>
              </>
            )}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className="label">Behaviour</legend>
            <div className="field">
              <label htmlFor={id('noData')}>Status without data</label>
              <select
                id={id('noData')}
                className="input"
                value={draft.noData}
                onChange={(e) => set({ noData: e.target.value as MonitorDraft['noData'] })}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <label className="row" style={{ gap: 4 }}>
              <input
                type="checkbox"
                checked={draft.notifyOnce}
                onChange={(e) => set({ notifyOnce: e.target.checked })}
              />
              Notify once per incident (not again when it escalates or recovers)
            </label>
            {field(
              'retention',
              'Forget a group after no data for (optional, up to 7 days)',
              <DurationInput
                id={id('retention')}
                label="Group retention"
                value={draft.retention}
                onChange={(retention) => set({ retention })}
                invalid={!!shown('retention')}
                placeholder="keep"
              />,
            )}
            <div className="field">
              <label htmlFor={id('mute')}>Muted</label>
              <span className="row">
                <select
                  id={id('mute')}
                  className="input"
                  value={draft.mute.mode}
                  onChange={(e) =>
                    set({ mute: { ...draft.mute, mode: e.target.value as MonitorDraft['mute']['mode'] } })
                  }
                  {...describe('mute')}
                >
                  <option value="none">Not muted</option>
                  <option value="forever">Indefinitely</option>
                  <option value="until">Until…</option>
                </select>
                {draft.mute.mode === 'until' && (
                  <input
                    type="datetime-local"
                    aria-label="Muted until"
                    className="input"
                    value={draft.mute.until}
                    onChange={(e) => set({ mute: { ...draft.mute, until: e.target.value } })}
                    {...describe('mute')}
                  />
                )}
              </span>
              {problem('mute')}
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className="label">Actions</legend>
            {draft.actions.map((action, i) => {
              const name: DraftField = `action:${i}`;
              const setAction = (patch: Partial<typeof action>) =>
                set({ actions: draft.actions.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
              return (
                <div key={i} className="field">
                  <span className="row">
                    <select
                      className="input"
                      aria-label={`Action ${i + 1}: kind`}
                      value={action.type}
                      onChange={(e) => setAction({ type: e.target.value as 'EMAIL' | 'INTEGRATION' })}
                    >
                      <option value="EMAIL">E-mail</option>
                      <option value="INTEGRATION">Integration</option>
                    </select>
                    <input
                      id={id(name)}
                      aria-label={
                        action.type === 'EMAIL'
                          ? `Action ${i + 1}: e-mail address`
                          : `Action ${i + 1}: integration id`
                      }
                      type={action.type === 'EMAIL' ? 'email' : 'text'}
                      value={action.target}
                      onChange={(e) => setAction({ target: e.target.value })}
                      {...describe(name)}
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
                  {problem(name)}
                </div>
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

          <fieldset className={styles.fieldset}>
            <legend className="label">AI report</legend>
            <label className="row" style={{ gap: 4 }}>
              <input
                type="checkbox"
                checked={draft.aiReport}
                onChange={(e) => set({ aiReport: e.target.checked })}
              />
              Attach an AI report to notifications
            </label>
            {draft.aiReport &&
              field(
                'aiInstructions',
                'Instructions for the report',
                <textarea
                  id={id('aiInstructions')}
                  className="input"
                  rows={2}
                  value={draft.aiInstructions}
                  onChange={(e) => set({ aiInstructions: e.target.value })}
                  {...describe('aiInstructions')}
                />,
              )}
          </fieldset>

          {error && !serviceField && (
            <ErrorPanel error={error} action="save the monitor" onRetry={() => void save()} />
          )}
          <div className="row">
            <button type="submit" className="button button-primary" disabled={saving || !permit.allowed}>
              {saving ? 'Saving…' : monitor ? 'Save monitor' : 'Create monitor'}
            </button>
          </div>
        </form>
        <BacktestPanel rule={rule} {...(monitor ? { monitorId: monitor.id } : {})} />
      </div>
      {blocker.status === 'blocked' && (
        <Suspense fallback={null}>
          <ConfirmModal
            title="Discard the changes to this monitor?"
            confirmLabel="Discard changes"
            onConfirm={() => {
              saved.current = true;
              removeDraft('monitor', draftId(monitor?.id));
              blocker.proceed();
            }}
            onClose={() => {
              if (!saved.current) blocker.reset();
            }}
          >
            <p>Your changes to this monitor are not saved. Leaving discards them.</p>
          </ConfirmModal>
        </Suspense>
      )}
    </div>
  );
}
