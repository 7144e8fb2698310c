import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ErrorPanel } from '../../components/error-panel';
import { DEMO_ROLES, signInToDemo, type DemoRole } from '../session';
import styles from './sign-in.module.css';

const ROLE_TEXT: Record<DemoRole, string> = {
  Admin: 'Everything, including sensitive areas.',
  Standard: 'Read, write and delete outside sensitive areas.',
  ReadOnly: 'Read outside sensitive areas.',
};

/** "Explore the demo": the mock service in this browser, no backend, as one of the built-in roles. */
export function DemoPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DemoRole | null>(null);
  const [error, setError] = useState<unknown>(null);

  const start = async (role: DemoRole) => {
    setPending(role);
    setError(null);
    try {
      queryClient.clear();
      if (await signInToDemo(role)) onSignedIn();
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
      <ul className={`stack plain-list ${styles.roles}`}>
        {DEMO_ROLES.map((role) => (
          <li key={role}>
            <Button
              className="button button-primary"
              onPress={() => void start(role)}
              isDisabled={pending !== null}
            >
              {pending === role ? 'Starting…' : `Explore as ${role}`}
            </Button>
            <span className="muted">{ROLE_TEXT[role]}</span>
          </li>
        ))}
      </ul>
      {error !== null && <ErrorPanel error={error} action="start the demo" />}
    </section>
  );
}
