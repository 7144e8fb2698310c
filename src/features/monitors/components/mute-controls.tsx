import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatTimestamp } from '../../../lib/time';
import { useId } from 'react';
import { DateTimeField } from '../../../components/form/date-time-field';
import { Form } from '../../../components/form/form';
import { useForm } from '../../../components/form/use-form';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { useMuteMonitor } from '../api';
import { isMuted, type Monitor } from '../model';

const PRESETS = [
  { label: '1 hour', ms: 3_600_000 },
  { label: '1 day', ms: 86_400_000 },
];

/** Mute for a while, until a chosen time, or indefinitely; unmute. Notifications stop, evaluation goes on. */
export function MuteControls({ monitor }: { monitor: Monitor }) {
  const display = useDisplaySettings();
  const mutation = useMuteMonitor();
  const id = useId();
  const mute = (mute_until: number, what: string) =>
    mutation.mutate(
      { params: { path: { monitorId: monitor.id } }, body: { mute_until } },
      { onSuccess: () => notify('success', `${monitor.name}: ${what}`) },
    );
  const form = useForm<{ until: number | undefined }>({
    initial: { until: undefined },
    validate: ({ until }) => ({
      until:
        until === undefined
          ? 'Choose the time the mute ends.'
          : until <= Date.now()
            ? 'Choose a time in the future.'
            : undefined,
    }),
    send: ({ until = 0 }) =>
      mutation.mutateAsync({ params: { path: { monitorId: monitor.id } }, body: { mute_until: until } }),
    onSaved: (_, { until = 0 }) =>
      notify('success', `${monitor.name}: muted until ${formatTimestamp(until, display)}`),
  });
  if (isMuted(monitor)) {
    return (
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={mutation.isPending}
          onClick={() => mute(0, 'unmuted')}
        >
          Unmute
        </button>
        {mutation.error && <ErrorPanel error={mutation.error} action="unmute the monitor" />}
      </div>
    );
  }
  return (
    <Form form={form} label="Mute" className="row align-end">
      <span className="label">Mute</span>
      {PRESETS.map((p) => (
        <button
          key={p.label}
          type="button"
          className="button"
          disabled={mutation.isPending}
          onClick={() => mute(Date.now() + p.ms, `muted for ${p.label}`)}
        >
          For {p.label}
        </button>
      ))}
      <DateTimeField
        id={id}
        label="Mute until"
        value={form.draft.until}
        onChange={(until) => form.set({ until })}
        problem={form.problem('until')}
      />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Until then
      </button>
      <button
        type="button"
        className="button"
        disabled={mutation.isPending}
        onClick={() => mute(-1, 'muted indefinitely')}
      >
        Indefinitely
      </button>
      {mutation.error && <ErrorPanel error={mutation.error} action="mute the monitor" />}
    </Form>
  );
}
