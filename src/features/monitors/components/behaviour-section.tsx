import { DateTimeField } from '../../../components/form/date-time-field';
import { SelectField } from '../../../components/form/select-field';
import { STATUS_LABELS, STATUSES } from '../model';
import { DraftDuration, type SectionProps } from './draft-fields';

/** How it behaves between alerts: without data, repeated notifications, forgotten groups, a mute. */
export function BehaviourSection(props: SectionProps) {
  const { form, id } = props;
  const { draft, set } = form;
  return (
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
          id={id('notifyOnce')}
          type="checkbox"
          checked={draft.notifyOnce}
          onChange={(e) => set({ notifyOnce: e.target.checked })}
        />
        Notify once per incident (not again when it escalates or recovers)
      </label>
      <DraftDuration
        {...props}
        name="retention"
        label="Forget a group after no data for (optional, up to 7 days)"
        short="Group retention"
        placeholder="keep"
      />
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
  );
}
