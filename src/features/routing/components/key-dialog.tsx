import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { useCreateKey } from '../api';
import {
  keyDraftOf,
  keyWriteOf,
  validateKey,
  type EncryptionKey,
  type KeyDraft,
  type KeyField,
} from '../key-model';

const FIELDS: Record<string, KeyField> = {
  name: 'name',
  'aws_kms.alias_arn': 'aliasArn',
  'aws_kms.region': 'region',
};

/** A key of the organisation's own KMS, added: it encrypts nothing until it is made the active one. */
export default function KeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateKey();
  const form = useForm<KeyDraft, KeyField, EncryptionKey>({
    initial: keyDraftOf(),
    validate: validateKey,
    fieldOf: (path) => FIELDS[path],
    send: (draft) => create.mutateAsync({ body: keyWriteOf(draft) }),
    onSaved: (saved) => {
      notify('success', `Added ${saved.name}. Make it the active key to rotate to it.`);
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      title="Add an encryption key"
      submitLabel="Add key"
      action="add the key"
      unsaved="the new key"
      onClose={onClose}
    >
      <TextField id="key-name" label="Name" placeholder="Acme logs 2027" {...form.bind('name')} />
      <TextField
        id="key-arn"
        label="KMS alias ARN"
        placeholder="arn:aws:kms:eu-west-1:123456789012:alias/logs"
        description="The alias of a key in your AWS account; its policy must let the service encrypt and decrypt with it."
        {...form.bind('aliasArn')}
      />
      <TextField id="key-region" label="Region (optional)" placeholder="eu-west-1" {...form.bind('region')} />
    </FormDialog>
  );
}
