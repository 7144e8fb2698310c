import type { Credentials } from '../../api/connection';
import { Field } from '../../components/form/field';
import { RadioGroup } from '../../components/form/radio-group';

export type Method = Credentials['kind'];

interface Props {
  /** Prefix of the controls' ids. */
  id: string;
  method: Method;
  onMethod: (method: Method) => void;
  secret: string;
  onSecret: (secret: string) => void;
  problem: string | undefined;
  /** Where the secret is kept, in a sentence. */
  description: string;
}

/** How to sign in (an API key or a bearer token) and the secret itself: at sign-in and when signing in again. */
export function CredentialFields({ id, method, onMethod, secret, onSecret, problem, description }: Props) {
  return (
    <>
      <RadioGroup
        id={`${id}-method`}
        label="Credentials"
        horizontal
        value={method}
        onChange={onMethod}
        options={[
          { value: 'api-key', label: 'API key' },
          { value: 'bearer', label: 'Bearer token (JWT)' },
        ]}
      />
      <Field
        id={`${id}-secret`}
        label={method === 'api-key' ? 'API key' : 'Bearer token'}
        problem={problem}
        description={description}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            value={secret}
            onChange={(e) => onSecret(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** The secret's problem, before anything is sent. */
export const secretProblem = (method: Method, secret: string) =>
  secret.trim() ? undefined : `Enter the ${method === 'api-key' ? 'API key' : 'bearer token'}.`;

/**
 * The credentials a method and a typed secret make. A token is taken bare or as a whole header value
 * ("Bearer eyJ…", copied from another client): the console sends it as `Bearer <JWT>`.
 */
export const credentialsOf = (method: Method, secret: string): Credentials =>
  method === 'api-key'
    ? { kind: 'api-key', apiKey: secret.trim() }
    : { kind: 'bearer', token: secret.trim().replace(/^Bearer\s+/i, '') };
