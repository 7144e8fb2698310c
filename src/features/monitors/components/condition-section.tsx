import { SelectField } from '../../../components/form/select-field';
import type { MonitorDraft } from '../form';
import { OPERATORS } from '../model';
import { DraftDuration, DraftText, type SectionProps } from './draft-fields';
import styles from './monitors.module.css';

const SUBJECT: Partial<Record<MonitorDraft['kind'], string>> = {
  ANOMALY_DETECTION: 'Alert when the score is',
  CHANGE_DETECTION: 'Alert when the change is',
};

/** When it alerts: the comparison, thresholds and window, and what its kind adds (a baseline). */
export function ConditionSection(props: SectionProps) {
  const { form, id } = props;
  const { draft, set } = form;
  return (
    <fieldset className="fieldset">
      <legend className="label">Condition</legend>
      <div className={styles.inline}>
        <label htmlFor={id('operator')}>{SUBJECT[draft.kind] ?? 'Alert when the value is'}</label>
        <select
          id={id('operator')}
          className="input"
          value={draft.operator}
          onChange={(e) => set({ operator: e.target.value as MonitorDraft['operator'] })}
        >
          {OPERATORS.filter((o) => o.op !== 'OUTSIDE' || draft.kind === 'ANOMALY_DETECTION').map((o) => (
            <option key={o.op} value={o.op}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <DraftText {...props} name="threshold" label="Threshold (ALERT)" inputMode="decimal" />
      <DraftText {...props} name="warning" label="Warning threshold (WARN, optional)" inputMode="decimal" />
      <DraftDuration {...props} name="window" label="Window (5 minutes to 1 day)" short="Window" />
      {draft.kind === 'CHANGE_DETECTION' && (
        <>
          <DraftDuration {...props} name="compareTo" label="Compare with (ago)" short="Compare with" />
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
          <DraftDuration
            {...props}
            name="evaluationWindow"
            label="Evaluation window (the baseline)"
            short="Evaluation window"
          />
          <p className="muted">
            Algorithm: MEDIAN_MAD, how many robust standard deviations the value lies from the median of the
            evaluation window.
          </p>
        </>
      )}
    </fieldset>
  );
}
