import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getConnection } from '../../api/connection';
import { useIdentity } from '../../api/use-identity';
import { ErrorPanel } from '../../components/error-panel';
import { useForm } from '../../components/form/use-form';
import { ModalFrame } from '../../components/modal-frame';
import { ANOTHER_PERSON, signInAgain, signInAgainToDemo } from '../sign-in-again';
import { toApiError } from '../../api/errors';
import { CredentialFields, credentialsOf, secretProblem, type Method } from '../sign-in/credential-fields';
import { useSignOut } from '../use-sign-out';
import { ShownText } from '../../components/shown-text';

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
  const form = useForm<{ method: Method; secret: string }>({
    initial: { method: getConnection()?.credentials.kind ?? 'api-key', secret: '' },
    validate: (d) => ({ secret: secretProblem(d.method, d.secret) }),
    send: (d) => signInAgain(queryClient, credentialsOf(d.method, d.secret)),
  });
  // The demo's own sign-in, beside the form: its failure is said the same way.
  const [demoError, setDemoError] = useState<unknown>(null);
  const [demoPending, setDemoPending] = useState(false);
  const pending = form.pending || demoPending;
  const error = form.unplaced ?? demoError;

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
        {identity && (
          <>
            {' ('}
            <ShownText text={identity.display_name} />)
          </>
        )}
        : it expired or was revoked. Nothing you changed is lost; what was being saved is sent as soon as you
        sign in{org ? ` with a credential of ${org}` : ''}.
      </p>
      {demo && (
        <div>
          <button
            type="button"
            className="button button-primary"
            disabled={pending}
            onClick={() => {
              setDemoPending(true);
              setDemoError(null);
              signInAgainToDemo(queryClient).catch((thrown: unknown) => {
                setDemoError(thrown);
                setDemoPending(false);
              });
            }}
          >
            Sign in to the demo again
          </button>
        </div>
      )}
      <form {...form.formProps} className="stack" aria-label="Sign in again">
        <CredentialFields
          id="again"
          method={form.draft.method}
          onMethod={(method) => form.set({ method })}
          secret={form.draft.secret}
          onSecret={(secret) => form.set({ secret })}
          problem={form.problem('secret')}
          description="Kept for this tab only, as before."
        />
        <div className="row">
          <button type="submit" className={demo ? 'button' : 'button button-primary'} disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in and save'}
          </button>
          <button type="button" className="button" onClick={signOutNow}>
            Sign out (unsaved changes are lost)
          </button>
        </div>
      </form>
      {error !== null && (
        <ErrorPanel error={error} action="sign in again">
          {toApiError(error).type === ANOTHER_PERSON && (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() =>
                void signInAgain(queryClient, credentialsOf(form.draft.method, form.draft.secret), {
                  asAnother: true,
                }).catch((thrown: unknown) => setDemoError(thrown))
              }
            >
              Continue as someone else, starting clean
            </button>
          )}
        </ErrorPanel>
      )}
    </ModalFrame>
  );
}
