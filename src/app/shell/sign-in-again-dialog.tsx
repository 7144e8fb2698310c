import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { getConnection, type Credentials } from '../../api/connection';
import { useIdentity } from '../../api/identity';
import { ErrorPanel } from '../../components/error-panel';
import { ModalFrame } from '../../components/modal-frame';
import { useSignOut } from '../use-sign-out';
import { signInAgain, signInAgainToDemo } from '../sign-in-again';
import styles from '../sign-in/sign-in.module.css';

type Method = Credentials['kind'];

/**
 * "Your session ended; sign in again to save": the credential stopped working (expired, revoked) while
 * the person worked. Their page stays as it is behind this dialog; once they sign in with a credential
 * of the same organisation, what was being saved is sent with it.
 */
export default function SignInAgainDialog() {
  const queryClient = useQueryClient();
  const signOutNow = useSignOut();
  const identity = useIdentity();
  const demo = getConnection()?.mode === 'demo';
  const [method, setMethod] = useState<Method>(getConnection()?.credentials.kind ?? 'api-key');
  const [secret, setSecret] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem =
    secret.trim() === '' ? `Enter the ${method === 'api-key' ? 'API key' : 'bearer token'}.` : undefined;

  const attempt = async (run: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await run();
    } catch (thrown) {
      setError(thrown);
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    const credentials: Credentials =
      method === 'api-key'
        ? { kind: 'api-key', apiKey: secret.trim() }
        : { kind: 'bearer', token: secret.trim() };
    void attempt(() => signInAgain(queryClient, credentials));
  };

  const org = identity?.org_name ?? identity?.org_id;
  return (
    <ModalFrame
      title="Your session ended; sign in again to save"
      role="alertdialog"
      dismissable={false}
      onClose={() => undefined}
    >
      <p>
        The service no longer accepts the credential this tab signed in with
        {identity ? ` (${identity.display_name})` : ''}: it expired or was revoked. Nothing you changed is
        lost; what was being saved is sent as soon as you sign in{org ? ` with a credential of ${org}` : ''}.
      </p>
      {demo && (
        <div>
          <Button
            className="button button-primary"
            isDisabled={pending}
            onPress={() => void attempt(() => signInAgainToDemo(queryClient))}
          >
            Sign in to the demo again
          </Button>
        </div>
      )}
      <form className="stack" noValidate onSubmit={submit} aria-label="Sign in again">
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
          isInvalid={submitted && !!problem}
          isRequired
        >
          <Label>{method === 'api-key' ? 'API key' : 'Bearer token'}</Label>
          <Input type="password" autoComplete="off" spellCheck={false} />
          <Text slot="description">Kept for this tab only, as before.</Text>
          <FieldError>{problem}</FieldError>
        </TextField>
        <div className="row">
          <Button type="submit" className={demo ? 'button' : 'button button-primary'} isDisabled={pending}>
            {pending ? 'Signing in…' : 'Sign in and save'}
          </Button>
          <Button className="button" onPress={signOutNow}>
            Sign out (unsaved changes are lost)
          </Button>
        </div>
      </form>
      {error !== null && <ErrorPanel error={error} action="sign in again" />}
    </ModalFrame>
  );
}
