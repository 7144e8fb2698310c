import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatTimestamp } from '../../../lib/time';
import { useId, useState } from 'react';
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
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const mute = (mute_until: number, what: string) =>
    mutation.mutate(
      { params: { path: { monitorId: monitor.id } }, body: { mute_until } },
      { onSuccess: () => notify('success', `${monitor.name}: ${what}`) },
    );
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
    <form
      className="row"
      aria-label="Mute"
      onSubmit={(e) => {
        e.preventDefault();
        // datetime-local is the person's local time; Date reads it the same way.
        const time = new Date(until).getTime();
        if (!until || Number.isNaN(time)) return setProblem('Choose the time the mute ends.');
        if (time <= Date.now()) return setProblem('Choose a time in the future.');
        setProblem(undefined);
        mute(time, `muted until ${formatTimestamp(time, display)}`);
      }}
    >
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
      <label htmlFor={id} className="visually-hidden">
        Mute until
      </label>
      <input
        id={id}
        type="datetime-local"
        className="input"
        value={until}
        onChange={(e) => setUntil(e.target.value)}
        {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})}
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
      {problem && (
        <span id={`${id}-problem`} className="field-error">
          {problem}
        </span>
      )}
      {mutation.error && <ErrorPanel error={mutation.error} action="mute the monitor" />}
    </form>
  );
}
