import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { LazyPopover } from '../../components/lazy-popover';
import { SelectField } from '../../components/form/select-field';
import { notify } from '../../components/toasts';
import { startDemo } from '../demo';
import styles from './shell.module.css';
import { Icon } from '../../components/icon';

const ConfirmModal = lazy(() => import('../../components/confirm-modal'));

const KINDS = [
  { value: '500', label: 'Service error (500)' },
  { value: '429', label: 'Rate limit (429, 10 s)' },
  { value: '409', label: 'Changed elsewhere (409)' },
  { value: '401', label: 'Session ended (401)' },
  { value: 'offline', label: 'Offline (no answer)' },
  { value: 'assistant-429', label: 'Assistant: rate limit (429, 10 s)' },
  { value: 'assistant-error', label: 'Assistant: error halfway' },
  { value: 'assistant-drop', label: 'Assistant: connection dropped halfway' },
  { value: 'assistant-stall', label: 'Assistant: stalls halfway' },
] as const;

/**
 * Demo mode only, in one menu: make the next saves fail on purpose (to see that the console keeps a
 * person's work through service errors, rate limits and lost connections), and reset the demo data.
 */
export default function DemoMenu() {
  const [kind, setKind] = useState<(typeof KINDS)[number]['value']>('500');
  const [times, setTimes] = useState(1);
  const [resetting, setResetting] = useState(false);
  const ids = { kind: useId(), times: useId() };
  const queryClient = useQueryClient();
  const resetDemo = async () => {
    (await startDemo()).reset();
    await queryClient.resetQueries();
    notify('success', 'Demo data reset to the seed');
  };
  return (
    <>
      <LazyPopover
        ariaLabel="Demo tools"
        title="Demo tools"
        placement="bottom end"
        label={
          <>
            <Icon name="flask-conical" size={14} />
            <span className="wide-only">Demo</span>
          </>
        }
      >
        {(close) => (
          <div className="stack">
            <h2 className={styles.popoverHeading}>Simulate trouble</h2>
            <p className="muted" style={{ margin: 0, maxWidth: 280 }}>
              The next requests that change data fail as chosen; reading keeps working. The assistant choices
              apply to the next assistant streams instead.
            </p>
            <SelectField id={ids.kind} label="Failure" value={kind} onChange={setKind} options={KINDS} />
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
                      kind.startsWith('assistant-')
                        ? `The next ${times === 1 ? 'assistant stream fails' : `${times} assistant streams fail`}: ${kind}`
                        : `The next ${times === 1 ? 'write fails' : `${times} writes fail`}: ${kind}`,
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
            <h2 className={styles.popoverHeading}>Demo data</h2>
            <button
              type="button"
              className="button"
              onClick={() => {
                close();
                setResetting(true);
              }}
            >
              <Icon name="rotate-ccw" size={14} />
              Reset demo data
            </button>
          </div>
        )}
      </LazyPopover>
      {resetting && (
        <Suspense fallback={null}>
          <ConfirmModal
            title="Reset the demo data?"
            confirmLabel="Reset demo data"
            onConfirm={() => void resetDemo()}
            onClose={() => setResetting(false)}
          >
            <p>Everything changed in the demo (users, groups, roles) goes back to the seed data.</p>
          </ConfirmModal>
        </Suspense>
      )}
    </>
  );
}
