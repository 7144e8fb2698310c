import { DEV_PROXY_PATH, REGIONS, normaliseBaseUrl, type Connection } from '../../api/connection';
import { ErrorPanel } from '../../components/error-panel';
import { Field } from '../../components/form/field';
import { RadioGroup } from '../../components/form/radio-group';
import { useForm } from '../../components/form/use-form';
import { startDemo } from '../demo';
import { CredentialFields, credentialsOf, secretProblem, type Method } from './credential-fields';
import { DemoCredentials } from './demo-credentials';
import styles from './sign-in.module.css';
import { useConsoleClient } from './use-console-client';

type Target = 'EU' | 'US' | 'custom' | 'proxy' | 'demo';

const TARGETS: { value: Target; label: string; hint: string; devOnly?: boolean }[] = [
  { value: 'EU', label: 'EU region', hint: REGIONS.EU },
  { value: 'US', label: 'US region', hint: REGIONS.US },
  { value: 'custom', label: 'Custom base URL', hint: 'Your own deployment or reverse proxy' },
  {
    value: 'proxy',
    label: 'Dev proxy',
    hint: `${DEV_PROXY_PATH} → LOOKOUT_API_PROXY (npm start only)`,
    devOnly: true,
  },
  {
    value: 'demo',
    label: 'Demo service in this browser',
    hint: 'Its keys and tokens are listed in docs/demo.md',
  },
];

interface Draft {
  target: Target;
  customUrl: string;
  method: Method;
  secret: string;
}

const baseUrlOf = (draft: Draft) => normaliseBaseUrl(draft.customUrl, window.location.origin);

async function connectionOf(draft: Draft): Promise<Connection> {
  const label = TARGETS.find((t) => t.value === draft.target)?.label ?? draft.target;
  const baseUrl =
    draft.target === 'demo'
      ? (await startDemo()).baseUrl
      : draft.target === 'proxy'
        ? (normaliseBaseUrl(DEV_PROXY_PATH, window.location.origin) as string)
        : draft.target === 'custom'
          ? (baseUrlOf(draft) as string)
          : REGIONS[draft.target];
  return {
    mode: draft.target === 'demo' ? 'demo' : 'live',
    label: draft.target === 'custom' ? baseUrl : label,
    baseUrl,
    credentials: credentialsOf(draft.method, draft.secret),
  };
}

/** "Connect": a region or base URL, and an API key or bearer token, kept in memory only. */
export function ConnectForm({ onSignedIn }: { onSignedIn: () => void }) {
  const consoleClient = useConsoleClient();
  const form = useForm<Draft>({
    initial: { target: 'EU', customUrl: '', method: 'api-key', secret: '' },
    validate: (d) => ({
      customUrl:
        d.target === 'custom' && baseUrlOf(d) === null
          ? 'Enter an http(s) URL such as https://logs.example.com/api, without credentials in it.'
          : undefined,
      secret: secretProblem(d.method, d.secret),
    }),
    // Connecting, and the query client it fills, load when the person connects.
    send: async (d) => {
      const [{ connect }, queryClient] = await Promise.all([import('../connect'), consoleClient()]);
      await connect(queryClient, await connectionOf(d));
    },
    onSaved: () => {
      form.set({ secret: '' });
      onSignedIn();
    },
  });
  const { draft, set } = form;

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="connect-heading">
      <h2 id="connect-heading">Connect to a service</h2>
      <form {...form.formProps} className="stack">
        <RadioGroup
          id="connect-target"
          label="Where"
          value={draft.target}
          onChange={(target) => set({ target })}
          options={TARGETS.filter((t) => !t.devOnly || import.meta.env.DEV)}
        />
        {draft.target === 'custom' && (
          <Field
            id="connect-base-url"
            label="Base URL"
            problem={form.problem('customUrl')}
            description="The browser must be allowed to reach it (CORS), or serve the console behind the same proxy."
          >
            {(control) => (
              <input
                {...control}
                type="url"
                required
                placeholder="https://logs.example.com/api"
                value={draft.customUrl}
                onChange={(e) => set({ customUrl: e.target.value })}
              />
            )}
          </Field>
        )}
        {draft.target === 'demo' && <DemoCredentials onUse={(method, secret) => set({ method, secret })} />}
        <CredentialFields
          id="connect"
          method={draft.method}
          onMethod={(method) => set({ method })}
          secret={draft.secret}
          onSecret={(secret) => set({ secret })}
          problem={form.problem('secret')}
          description="Kept for this tab only (its session storage), never in the address; removed when you sign out."
        />
        <div>
          <button type="submit" className="button button-primary" disabled={form.pending}>
            {form.pending ? 'Connecting…' : 'Connect'}
          </button>
        </div>
        {form.unplaced && <ErrorPanel error={form.unplaced} action="sign in" />}
      </form>
    </section>
  );
}
