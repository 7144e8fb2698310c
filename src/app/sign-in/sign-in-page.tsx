import { ConnectForm } from './connect-form';
import { DemoPanel } from './demo-panel';
import styles from './sign-in.module.css';

/** The first page: explore the demo, or connect to a real deployment. */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <main className={styles.page}>
      <header>
        <h1>Lookout</h1>
        <p className="muted">The console for your log service: search, dashboards, monitors and access.</p>
      </header>
      <div className={styles.columns}>
        <DemoPanel onSignedIn={onSignedIn} />
        <ConnectForm onSignedIn={onSignedIn} />
      </div>
    </main>
  );
}
