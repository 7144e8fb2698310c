import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { CopyButton } from '../../../components/copy-button';
import { ErrorPanel } from '../../../components/error-panel';
import { useCreateApiKey } from '../api-keys-api';
import { TTL_CHOICES, validateKeyDraft, type KeyDraft } from '../api-keys-model';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import styles from './access.module.css';
import { RoleCheckboxes } from './role-checkboxes';
import { TextField } from '../../../components/text-field';

const EMPTY: KeyDraft = { name: '', roles: [] };

/**
 * Creates a key: name, roles, time to live. The secret comes back once; it is shown here, copyable,
 * until the person says it is stored, and is kept nowhere (not in the cache, not in storage).
 */
export function CreateApiKeyForm({ taken }: { taken: string[] }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const [draft, setDraft] = useState(EMPTY);
  const [ttl, setTtl] = useState(String(TTL_CHOICES[1]?.seconds ?? ''));
  const [attempted, setAttempted] = useState(false);
  const mutation = useCreateApiKey();
  const problems = attempted ? validateKeyDraft(draft, taken) : {};
  const serviceField = fieldOfError(mutation.error);
  const serviceProblem = (field: keyof KeyDraft) =>
    serviceField === field && mutation.error ? toApiError(mutation.error).details : undefined;
  const created = mutation.data;
  const { reset } = mutation;
  // Leaving the page forgets the secret.
  useEffect(() => reset, [reset]);

  if (created) {
    return (
      <section className="card stack" aria-labelledby="new-key-title" role="region">
        <h2 id="new-key-title">Your new key "{created.name}"</h2>
        <p>
          <strong>Copy it now: this is the only time it is shown.</strong> Store it where the tool that uses
          it keeps secrets. Later you will only see its first 8 characters.
        </p>
        <label htmlFor="new-key-secret" className="label">
          Secret
        </label>
        <output id="new-key-secret" className={styles.secret}>
          {created.api_key}
        </output>
        <div className="row">
          <CopyButton value={created.api_key} label={`Copy the secret of ${created.name}`} />
          <button type="button" className="button button-primary" onClick={() => reset()}>
            I have stored it
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="card stack"
      aria-label="New API key"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setAttempted(true);
        const first = Object.keys(validateKeyDraft(draft, taken))[0];
        if (first) return document.getElementById(`key-${first}`)?.focus();
        mutation.mutate(
          { body: { name: draft.name.trim(), roles: draft.roles, ...(ttl ? { ttl: Number(ttl) } : {}) } },
          {
            onSuccess: () => {
              setDraft(EMPTY);
              setAttempted(false);
            },
          },
        );
      }}
    >
      <h2>New API key</h2>
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <TextField
          id="key-name"
          label="Name"
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          problem={problems.name ?? serviceProblem('name')}
          placeholder="Fluent Bit (staging)"
        />
        <div className="field">
          <label htmlFor="key-ttl">Expires after</label>
          <select id="key-ttl" value={ttl} onChange={(e) => setTtl(e.target.value)}>
            {TTL_CHOICES.map((c) => (
              <option key={c.label} value={c.seconds ?? ''}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <RoleCheckboxes
        id="key-roles"
        legend="Roles of the key"
        roles={rolesFor('API', data.roles)}
        value={draft.roles}
        onChange={(roles) => setDraft({ ...draft, roles })}
        problem={problems.roles ?? serviceProblem('roles')}
      />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          Create key
        </button>
      </div>
      {mutation.error && !serviceField && <ErrorPanel error={mutation.error} action="create the key" />}
    </form>
  );
}
