import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toasts';
import { apiKeyQueries, useUpdateApiKey } from '../api-keys-api';
import { validateKeyDraft, type ApiKey, type KeyDraft } from '../api-keys-model';
import type { Role } from '../model';
import { mergeIds, rolesFor } from '../role-change';
import { RoleCheckboxes } from './role-checkboxes';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { rolesOf } from '../../../api/identity-read';
import { errorFromResponse } from '../../../api/errors';
import { FRESH } from '../../../api/versions';

interface Props {
  apiKey: ApiKey;
  roles: Role[];
  taken: string[];
  onClose: () => void;
}

/** Renames a key or changes its roles; the key's next request runs with the new roles. */
export default function EditApiKeyDialog({ apiKey, roles, taken, onClose }: Props) {
  const mutation = useUpdateApiKey();
  const queryClient = useQueryClient();
  const others = taken.filter((t) => t !== apiKey.name);
  const form = useForm({
    initial: draftOf(apiKey),
    validate: (d: KeyDraft) => validateKeyDraft(d, others),
    // Another admin may change the key meanwhile. Keys have no read of their own, so no version: the
    // list is read afresh just before the write and the key in it compared (a window of one request).
    concurrent: {
      current: async () => {
        const { api_keys } = await queryClient.fetchQuery({ ...apiKeyQueries.list(), ...FRESH });
        const now = api_keys.find((k) => k.id === apiKey.id);
        if (!now)
          throw errorFromResponse(404, { details: 'This key was revoked meanwhile: nothing was saved.' });
        return { draft: draftOf(now), version: undefined };
      },
      merge: { roles: mergeIds },
      label: (field) => (field === 'roles' ? 'Roles' : 'Name'),
      show: (field, value) =>
        field === 'roles' && Array.isArray(value)
          ? value.map((id: string) => roles.find((r) => r.role_id === id)?.display_name ?? id).join(', ') ||
            'none'
          : String(value),
    },
    send: async (d) => {
      const body = {
        ...(d.name.trim() !== apiKey.name ? { name: d.name.trim() } : {}),
        ...(rolesDiffer(d.roles, rolesOf(apiKey)) ? { roles: d.roles } : {}),
      };
      if (Object.keys(body).length)
        await mutation.mutateAsync({ params: { path: { apiKeyId: apiKey.id } }, body });
      return Object.keys(body).length > 0;
    },
    onSaved: (changed, d) => {
      if (changed) notify('success', `Saved ${d.name.trim()}`);
      onClose();
    },
  });
  const { draft } = form;
  return (
    <FormDialog
      form={form}
      title={`Edit the key "${apiKey.name}"`}
      submitLabel="Save"
      action="save the key"
      unsaved={`the key "${apiKey.name}"`}
      onClose={onClose}
    >
      <TextField id="edit-key-name" label="Name" {...form.bind('name')} />
      <RoleCheckboxes
        id="edit-key-roles"
        legend="Roles of the key"
        roles={rolesFor('API', roles)}
        value={form.draft.roles}
        onChange={(chosen) => form.set({ roles: chosen })}
        problem={form.problem('roles')}
      />
      {rolesDiffer(draft.roles, rolesOf(apiKey)) && (
        <p role="note">Tools using this key get the new roles from their next request.</p>
      )}
    </FormDialog>
  );
}

const draftOf = (key: ApiKey): KeyDraft => ({ name: key.name, roles: rolesOf(key) });

const rolesDiffer = (a: string[], b: string[]) => a.length !== b.length || a.some((r) => !b.includes(r));
