import { Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { LazyPopover } from '../../components/lazy-popover';
import { notify } from '../../components/toasts';
import { startDemo } from '../demo';

const KINDS = [
  { value: '500', label: 'Service error (500)' },
  { value: '429', label: 'Rate limit (429, 10 s)' },
  { value: '409', label: 'Changed elsewhere (409)' },
  { value: '401', label: 'Session ended (401)' },
  { value: 'offline', label: 'Offline (no answer)' },
] as const;

/**
 * Demo mode only: make the next saves fail on purpose, to see that the console keeps a person's
 * work through service errors, rate limits and lost connections.
 */
export default function DemoTrouble() {
  const [kind, setKind] = useState<(typeof KINDS)[number]['value']>('500');
  const [times, setTimes] = useState(1);
  const ids = { kind: useId(), times: useId() };
  return (
    <LazyPopover
      ariaLabel="Simulate trouble"
      title="Simulate trouble"
      placement="bottom end"
      label={
        <>
          <Zap size={14} aria-hidden="true" />
          Simulate trouble
        </>
      }
    >
      <div className="stack">
        <p className="muted" style={{ margin: 0, maxWidth: 280 }}>
          The next requests that change data fail as chosen; reading keeps working.
        </p>
        <div className="field">
          <label htmlFor={ids.kind}>Failure</label>
          <select
            id={ids.kind}
            className="input"
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.times}>For the next requests</label>
          <input
            id={ids.times}
            type="number"
            min={1}
            max={20}
            value={times}
            onChange={(e) => setTimes(Math.min(20, Math.max(1, Number(e.target.value) || 1)))}
          />
        </div>
        <div className="row">
          <button
            type="button"
            className="button button-primary"
            onClick={() =>
              void startDemo().then((demo) => {
                demo.simulate(kind, times);
                notify(
                  'success',
                  `The next ${times === 1 ? 'write fails' : `${times} writes fail`}: ${kind}`,
                );
              })
            }
          >
            Start
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              void startDemo().then((demo) => {
                demo.clearTrouble();
                notify('success', 'No more simulated failures');
              })
            }
          >
            Stop
          </button>
        </div>
      </div>
    </LazyPopover>
  );
}
