import { useState } from 'react';
import { BUILT_IN_ROLE_NAMES } from '../../api/built-in-roles';
import { ErrorPanel } from '../../components/error-panel';
import { RadioGroup } from '../../components/form/radio-group';
import { currentDemoProfile, setDemoProfile, type DemoProfile } from '../demo';
import { DEMO_ROLES, signInToDemo, type DemoRole } from '../session';
import styles from './sign-in.module.css';
import { useConsoleClient } from './use-console-client';

const ROLE_TEXT: Record<DemoRole, string> = {
  Admin: 'Everything, including sensitive areas.',
  Standard: 'Read, write and delete outside sensitive areas.',
  ReadOnly: 'Read outside sensitive areas.',
};

/** "Explore the demo": the mock service in this browser, no backend, as one of the built-in roles. */
export function DemoPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const consoleClient = useConsoleClient();
  const [pending, setPending] = useState<DemoRole | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [profile, setProfile] = useState<DemoProfile>(currentDemoProfile);

  const start = async (role: DemoRole) => {
    setPending(role);
    setError(null);
    try {
      (await consoleClient()).clear();
      if (await signInToDemo(role, profile)) onSignedIn();
    } catch (e) {
      setError(e);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="demo-heading">
      <h2 id="demo-heading">Explore the demo</h2>
      <p className="muted">
        A complete mock of the service runs in your browser with realistic data. Nothing leaves this machine;
        your changes stay until you reset the demo data.
      </p>
      <RadioGroup
        id="demo-profile"
        label="The demo service answers"
        value={profile}
        onChange={(value) => {
          setProfile(value);
          setDemoProfile(value);
        }}
        options={[
          { value: 'lookout', label: "As this console's contract describes the service" },
          {
            value: 'vendor',
            label: 'As the live service answers',
            hint: 'its shapes and gaps: no "who am I", no role list, 100 requests per 5 minutes',
          },
        ]}
      />
      <ul className={`stack plain-list ${styles.roles}`}>
        {DEMO_ROLES.map((role) => (
          <li key={role}>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void start(role)}
              disabled={pending !== null}
            >
              {pending === role ? 'Starting…' : `Explore as ${BUILT_IN_ROLE_NAMES[role]}`}
            </button>
            <span className="muted">{ROLE_TEXT[role]}</span>
          </li>
        ))}
      </ul>
      {error !== null && <ErrorPanel error={error} action="start the demo" />}
    </section>
  );
}
