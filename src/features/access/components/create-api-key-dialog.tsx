import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { CopyButton } from '../../../components/copy-button';
import { ModalFrame } from '../../../components/modal-frame';
import { useCreateApiKey } from '../api-keys-api';
import { TTL_CHOICES, validateKeyDraft, type KeyDraft } from '../api-keys-model';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import styles from './access.module.css';
import { RoleCheckboxes } from './role-checkboxes';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { SelectField } from '../../../components/form/select-field';
import { namedText } from '../../../lib/visible-text';

const EMPTY: KeyDraft & { ttl: string } = { name: '', roles: [], ttl: String(TTL_CHOICES[1]?.seconds ?? '') };

/**
 * Creates a key: name, roles, time to live. The secret comes back once; the dialog then shows it,
 * copyable, until the person says it is stored (nothing else closes it), and it is kept nowhere: not
 * in the cache, not in storage, gone with the dialog.
 */
export default function CreateApiKeyDialog({ taken, onClose }: { taken: string[]; onClose: () => void }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const mutation = useCreateApiKey();
  const form = useForm({
    initial: EMPTY,
    validate: (d) => validateKeyDraft(d, taken),
    send: (d) =>
      mutation.mutateAsync({
        body: { name: d.name.trim(), roles: d.roles, ...(d.ttl ? { ttl: Number(d.ttl) } : {}) },
      }),
  });
  const { draft, set } = form;
  const created = mutation.data;

  if (created) {
    return (
      <ModalFrame
        title={`Your new key "${created.name}"`}
        onClose={onClose}
        dismissable={false}
        actions={
          <>
            <CopyButton value={created.api_key} label={`Copy the secret of ${namedText(created.name)}`} />
            <Button className="button button-primary" onPress={onClose}>
              I have stored it
            </Button>
          </>
        }
      >
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
      </ModalFrame>
    );
  }

  return (
    <FormDialog
      form={form}
      title="New API key"
      submitLabel="Create key"
      action="create the key"
      unsaved="the new key"
      onClose={onClose}
      wide
    >
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
    </FormDialog>
  );
}
