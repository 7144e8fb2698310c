import { useId } from 'react';
import { CheckboxList } from '../../../components/form/checkbox-list';
import { DateTimeField } from '../../../components/form/date-time-field';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import type { Form } from '../../../components/form/use-form';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { zoneName } from '../../../lib/input-time';
import { WEEKDAYS } from '../../../monitor-rules/downtimes';
import type { DowntimeDraft, DowntimeField } from '../downtime-form';
import { STRATEGY_WORDS } from '../downtime-words';
import type { Monitor } from '../model';

type DowntimeForm = Form<DowntimeDraft, DowntimeField>;

/** Every field of a downtime: what it silences, when (once, or recurring on the person's clock), and how. */
export function DowntimeFields({ form, monitors }: { form: DowntimeForm; monitors: Monitor[] }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const display = useDisplaySettings();
  const { draft, set } = form;
  return (
    <>
      <TextField id={id('name')} label="Name" {...form.bind('name')} />
      <TextField
        id={id('description')}
        label="Why"
        description="Said wherever the downtime is shown; the service asks for it."
        {...form.bind('description')}
      />
      <CheckboxList
        id={id('monitors')}
        legend="Monitors it silences"
        items={monitors}
        valueOf={(m) => m.id}
        labelOf={(m) => <ShownText text={m.name} />}
        value={draft.monitors}
        onChange={(chosen) => set({ monitors: chosen })}
        problem={form.problem('monitors')}
      />
      <div className="fieldset">
        <RadioGroup
          id={id('kind')}
          label="When"
          horizontal
          value={draft.kind}
          onChange={(kind) => set({ kind })}
          options={[
            { value: 'recurring', label: 'Every week, on days and hours' },
            { value: 'once', label: 'Once' },
          ]}
        />
        {draft.kind === 'once' ? (
          <div className="row align-start">
            <DateTimeField
              id={id('start')}
              label="From"
              value={draft.start}
              onChange={(start) => set({ start })}
              problem={form.problem('start')}
            />
            <DateTimeField
              id={id('end')}
              label="To"
              value={draft.end}
              onChange={(end) => set({ end })}
              problem={form.problem('end')}
            />
          </div>
        ) : (
          <>
            <CheckboxList
              id={id('days')}
              legend="Days"
              items={WEEKDAYS}
              valueOf={(d) => d}
              labelOf={(d) => d}
              value={draft.days}
              onChange={(days) => set({ days: WEEKDAYS.filter((d) => days.includes(d)) })}
              problem={form.problem('days')}
            />
            <div className="row align-start">
              <TextField
                id={id('from')}
                label={`From (hh:mm, ${zoneName(display.timeZone)})`}
                inputMode="numeric"
                {...form.bind('from')}
              />
              <TextField
                id={id('to')}
                label={`To (hh:mm, ${zoneName(display.timeZone)})`}
                inputMode="numeric"
                description="An end before the start runs into the next day."
                {...form.bind('to')}
              />
            </div>
            <label className="row" style={{ gap: 6 }}>
              <input
                type="checkbox"
                checked={draft.invert}
                onChange={(e) => set({ invert: e.target.checked })}
              />
              Invert: apply outside these hours on these days, and all day on the others
            </label>
          </>
        )}
      </div>
      <div className="fieldset">
        <RadioGroup
          id={id('strategy')}
          label="What happens to alerts in the window"
          value={draft.strategy}
          onChange={(strategy) => set({ strategy })}
          options={(['DELAY', 'DROP'] as const).map((s) => ({
            value: s,
            label: <strong>{STRATEGY_WORDS[s]?.label}</strong>,
            hint: STRATEGY_WORDS[s]?.hint,
          }))}
        />
        <label className="row" style={{ gap: 6 }}>
          <input
            type="checkbox"
            checked={draft.suppressRecovery}
            onChange={(e) => set({ suppressRecovery: e.target.checked })}
          />
          Hold recoveries too (by default a monitor that alerted before the window may say it recovered during
          it)
        </label>
      </div>
    </>
  );
}
