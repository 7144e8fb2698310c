import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { DEV_PROXY_PATH, REGIONS, normaliseBaseUrl, type Connection } from '../../api/connection';
import { ErrorPanel } from '../../components/error-panel';
import { startDemo } from '../demo';
import { connect } from '../session';
import { DemoCredentials } from './demo-credentials';
import styles from './sign-in.module.css';

type Target = 'EU' | 'US' | 'custom' | 'proxy' | 'demo';
type Method = 'api-key' | 'bearer';

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
    hint: 'Try the demo keys or tokens from the README',
  },
];

/** "Connect": a region or base URL, and an API key or bearer token, kept in memory only. */
export function ConnectForm({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target>('EU');
  const [customUrl, setCustomUrl] = useState('');
  const [method, setMethod] = useState<Method>('api-key');
  const [secret, setSecret] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const baseUrlProblem =
    target === 'custom' && normaliseBaseUrl(customUrl, window.location.origin) === null
      ? 'Enter an http(s) URL such as https://logs.example.com/api, without credentials in it.'
      : undefined;
  const secretProblem =
    secret.trim() === ''
      ? method === 'api-key'
        ? 'Enter the API key.'
        : 'Enter the bearer token.'
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (baseUrlProblem || secretProblem) return;
    setPending(true);
    setError(null);
    try {
      let baseUrl: string;
      let label: string = TARGETS.find((t) => t.value === target)?.label ?? target;
      if (target === 'demo') baseUrl = (await startDemo()).baseUrl;
      else if (target === 'proxy')
        baseUrl = normaliseBaseUrl(DEV_PROXY_PATH, window.location.origin) as string;
      else if (target === 'custom') {
        baseUrl = normaliseBaseUrl(customUrl, window.location.origin) as string;
        label = baseUrl;
      } else baseUrl = REGIONS[target];
      const value = secret.trim();
      const connection: Connection = {
        mode: target === 'demo' ? 'demo' : 'live',
        label,
        baseUrl,
        credentials:
          method === 'api-key' ? { kind: 'api-key', apiKey: value } : { kind: 'bearer', token: value },
      };
      await connect(queryClient, connection);
      setSecret('');
      onSignedIn();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="connect-heading">
      <h2 id="connect-heading">Connect to a service</h2>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <RadioGroup className="field" value={target} onChange={(v) => setTarget(v as Target)}>
          <Label>Where</Label>
          {TARGETS.filter((t) => !t.devOnly || import.meta.env.DEV).map((t) => (
            <Radio key={t.value} value={t.value} className={styles.radio}>
              <span>{t.label}</span> <span className="muted">{t.hint}</span>
            </Radio>
          ))}
        </RadioGroup>
        {target === 'custom' && (
          <TextField
            className="field"
            value={customUrl}
            onChange={setCustomUrl}
            isInvalid={submitted && !!baseUrlProblem}
            isRequired
          >
            <Label>Base URL</Label>
            <Input type="url" placeholder="https://logs.example.com/api" />
            <Text slot="description">
              The browser must be allowed to reach it (CORS), or serve the console behind the same proxy.
            </Text>
            <FieldError>{baseUrlProblem}</FieldError>
          </TextField>
        )}
        {target === 'demo' && (
          <DemoCredentials
            onUse={(m, value) => {
              setMethod(m);
              setSecret(value);
            }}
          />
        )}
        <RadioGroup
          className="field"
          value={method}
          onChange={(v) => setMethod(v as Method)}
          orientation="horizontal"
        >
          <Label>Credentials</Label>
          <div className="row">
            <Radio value="api-key" className={styles.radio}>
              API key
            </Radio>
            <Radio value="bearer" className={styles.radio}>
              Bearer token (JWT)
            </Radio>
          </div>
        </RadioGroup>
        <TextField
          className="field"
          value={secret}
          onChange={setSecret}
          isInvalid={submitted && !!secretProblem}
          isRequired
        >
          <Label>{method === 'api-key' ? 'API key' : 'Bearer token'}</Label>
          <Input type="password" autoComplete="off" spellCheck={false} />
          <Text slot="description">
            Kept for this tab only (its session storage), never in the address; removed when you sign out.
          </Text>
          <FieldError>{secretProblem}</FieldError>
        </TextField>
        <div>
          <Button type="submit" className="button button-primary" isDisabled={pending}>
            {pending ? 'Connecting…' : 'Connect'}
          </Button>
        </div>
        {error !== null && <ErrorPanel error={error} action="sign in" />}
      </form>
    </section>
  );
}
