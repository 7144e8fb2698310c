import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Form, NotSaved } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { PageHeader } from '../../../components/page-header';
import { describeRule } from '../../../monitor-rules';
import { ruleOf, type MonitorDraft } from '../form';
import { KINDS, type Monitor } from '../model';
import { ActionsSection, AiReportSection } from './actions-section';
import { BacktestPanel } from './backtest-panel';
import { BehaviourSection } from './behaviour-section';
import { ConditionSection } from './condition-section';
import { DraftText } from './draft-fields';
import styles from './monitors.module.css';
import { QuerySection } from './query-section';
import { useMonitorForm } from './use-monitor-form';

/** Create or edit a monitor with every field of the contract, and a backtest of the rule as it stands. */
export function MonitorFormPage({
  monitor,
  seed,
  openedAt,
  backtestOver,
}: {
  monitor?: Monitor;
  /** Fields filled in already: a new monitor's from a search, a saved one's change to try. */
  seed?: Partial<MonitorDraft> | undefined;
  /** The window the backtest opens over (else its default range). */
  backtestOver?: { from: number; to: number } | undefined;
  /** When the form opened: the backtest's first range ends then (the route asked for that window). */
  openedAt: number;
}) {
  const { form, permit, valid, backtest } = useMonitorForm(monitor, seed);
  const uid = useId();
  const section = { form, id: (field: string) => `${uid}-${field.replace(/\W/g, '-')}` };
  return (
    <div className="stack">
      <PageHeader
        title={monitor ? `Edit ${monitor.name}` : 'New monitor'}
        lead={valid ? `${describeRule(ruleOf(form.draft))}.` : 'An alerting rule over logs.'}
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
          <DraftText {...section} name="name" label="Name" />
          <DraftText {...section} name="description" label="Description" rows={2} />
          <div className="fieldset">
            <RadioGroup
              id={section.id('kind')}
              label="Kind"
              value={form.draft.kind}
              onChange={(kind) => form.set({ kind })}
              options={KINDS.map((k) => ({ value: k.kind, label: <strong>{k.label}</strong>, hint: k.hint }))}
            />
          </div>
          <QuerySection {...section} readOnly={!permit.allowed} />
          <ConditionSection {...section} />
          <BehaviourSection {...section} />
          <ActionsSection {...section} />
          <AiReportSection {...section} />
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
        <BacktestPanel
          {...backtest}
          openedAt={openedAt}
          {...(backtestOver ? { initialRange: backtestOver } : {})}
          {...(monitor ? { monitorId: monitor.id } : {})}
        />
      </div>
    </div>
  );
}
