import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { ErrorPanel } from '../../../components/error-panel';
import { useCreateApiKey } from '../api-keys-api';
import { TTL_CHOICES, validateKeyDraft, type KeyDraft } from '../api-keys-model';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import styles from './access.module.css';
import { RoleCheckboxes } from './role-checkboxes';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { SelectField } from '../../../components/form/select-field';

const EMPTY: KeyDraft & { ttl: string } = { name: '', roles: [], ttl: String(TTL_CHOICES[1]?.seconds ?? '') };

/**
 * Creates a key: name, roles, time to live. The secret comes back once; it is shown here, copyable,
 * until the person says it is stored, and is kept nowhere (not in the cache, not in storage).
 */
export function CreateApiKeyForm({ taken }: { taken: string[] }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const mutation = useCreateApiKey();
  const form = useForm({
    initial: EMPTY,
    validate: (d) => validateKeyDraft(d, taken),
    send: (d) =>
      mutation.mutateAsync({
        body: { name: d.name.trim(), roles: d.roles, ...(d.ttl ? { ttl: Number(d.ttl) } : {}) },
      }),
    onSaved: (): void => form.reset(EMPTY),
  });
  const { draft, set } = form;
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
    <Form form={form} label="New API key" className="card stack" unsaved="the new key">
      <h2>New API key</h2>
      <div className="row align-start">
        <TextField id="key-name" label="Name" {...form.bind('name')} placeholder="Fluent Bit (staging)" />
        <SelectField
          id="key-ttl"
          label="Expires after"
          value={draft.ttl}
          onChange={(ttl) => set({ ttl })}
          options={TTL_CHOICES.map((c) => ({ value: String(c.seconds ?? ''), label: c.label }))}
          problem={form.problem('ttl')}
        />
      </div>
      <RoleCheckboxes
        id="key-roles"
        legend="Roles of the key"
        roles={rolesFor('API', data.roles)}
        value={form.draft.roles}
        onChange={(roles) => form.set({ roles })}
        problem={form.problem('roles')}
      />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          Create key
        </button>
      </div>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="create the key" />}
    </Form>
  );
}
