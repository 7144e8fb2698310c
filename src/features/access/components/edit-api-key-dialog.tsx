import { useState } from 'react';
import { Button } from 'react-aria-components';
import { fieldOfError, toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { ModalFrame } from '../../../components/modal-frame';
import { notify } from '../../../components/toasts';
import { useUpdateApiKey } from '../api-keys-api';
import { validateKeyDraft, type ApiKey, type KeyDraft } from '../api-keys-model';
import type { Role } from '../model';
import { rolesFor } from '../role-change';
import { RoleCheckboxes } from './role-checkboxes';
import { TextField } from '../../../components/text-field';

interface Props {
  apiKey: ApiKey;
  roles: Role[];
  taken: string[];
  onClose: () => void;
}

/** Renames a key or changes its roles; the key's next request runs with the new roles. */
export default function EditApiKeyDialog({ apiKey, roles, taken, onClose }: Props) {
  const [draft, setDraft] = useState<KeyDraft>({ name: apiKey.name, roles: apiKey.roles });
  const [attempted, setAttempted] = useState(false);
  const mutation = useUpdateApiKey();
  const others = taken.filter((t) => t !== apiKey.name);
  const problems = attempted ? validateKeyDraft(draft, others) : {};
  const serviceField = fieldOfError(mutation.error);
  const serviceProblem = (field: keyof KeyDraft) =>
    serviceField === field && mutation.error ? toApiError(mutation.error).details : undefined;
  const rolesChanged =
    draft.roles.length !== apiKey.roles.length || draft.roles.some((r) => !apiKey.roles.includes(r));
  const save = () => {
    setAttempted(true);
    const first = Object.keys(validateKeyDraft(draft, others))[0];
    if (first) return document.getElementById(`edit-key-${first}`)?.focus();
    const body = {
      ...(draft.name.trim() !== apiKey.name ? { name: draft.name.trim() } : {}),
      ...(rolesChanged ? { roles: draft.roles } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    mutation.mutate(
      { params: { path: { apiKeyId: apiKey.id } }, body },
      {
        onSuccess: () => {
          notify('success', `Saved ${draft.name.trim()}`);
          onClose();
        },
      },
    );
  };
  return (
    <ModalFrame
      title={`Edit the key "${apiKey.name}"`}
      onClose={onClose}
      actions={
        <>
          <Button className="button" onPress={onClose}>
            Cancel
          </Button>
          <Button className="button button-primary" onPress={save} isDisabled={mutation.isPending}>
            Save
          </Button>
        </>
      }
    >
      <div className="stack">
        <TextField
          id="edit-key-name"
          label="Name"
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          problem={problems.name ?? serviceProblem('name')}
        />
        <RoleCheckboxes
          id="edit-key-roles"
          legend="Roles of the key"
          roles={rolesFor('API', roles)}
          value={draft.roles}
          onChange={(next) => setDraft({ ...draft, roles: next })}
          problem={problems.roles ?? serviceProblem('roles')}
        />
        {rolesChanged && <p role="note">Tools using this key get the new roles from their next request.</p>}
        {mutation.error && !serviceField && <ErrorPanel error={mutation.error} action="save the key" />}
      </div>
    </ModalFrame>
  );
}
