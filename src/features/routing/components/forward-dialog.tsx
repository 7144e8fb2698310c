import { FieldSet } from '../../../components/form/field';
import { FormDialog } from '../../../components/form/form-dialog';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { notify } from '../../../components/toasts';
import { useCreateForward, useReplaceForward } from '../api';
import {
  COMPRESSIONS,
  destinationOf,
  forwardDraftOf,
  forwardWriteOf,
  STORAGE_CLASS_WORDS,
  STORAGE_CLASSES,
  validateForward,
  type ForwardConfig,
  type ForwardDraft,
  type ForwardField,
} from '../forward-model';
import { DestinationTest } from './destination-test';

/** The service's request paths, as the form's fields (a 400 names them). */
const FIELDS: Record<string, ForwardField> = {
  log_ids: 'logIds',
  'destination.bucket': 'bucket',
  'destination.prefix': 'prefix',
  max_payload_size_bytes: 'payloadMb',
  max_payload_size_events: 'payloadEvents',
  max_buffer_time_ms: 'bufferMinutes',
};

/** Forwarding, new or changed: which datasets, which of their events, where, and how it is packed. */
export default function ForwardDialog({ config, onClose }: { config?: ForwardConfig; onClose: () => void }) {
  const create = useCreateForward();
  const replace = useReplaceForward();
  const form = useForm<ForwardDraft, ForwardField, ForwardConfig>({
    initial: forwardDraftOf(config),
    validate: validateForward,
    fieldOf: (path) =>
      FIELDS[path.replace(/\[\d+\]$/, '')] ??
      (['name', 'description', 'filter'].includes(path) ? (path as ForwardField) : undefined),
    send: (draft) => {
      const body = forwardWriteOf(draft);
      return config
        ? replace.mutateAsync({ params: { path: { forwardId: config.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      notify('success', config ? `Saved ${saved.name}` : `Forwarding ${saved.name}`);
      onClose();
    },
  });
  const id = config ? `forward-${config.id}` : 'new-forward';
  const { draft, set } = form;
  return (
    <FormDialog
      form={form}
      title={config ? `Change ${config.name}` : 'Forward datasets'}
      submitLabel={config ? 'Save' : 'Start forwarding'}
      action={config ? 'change the forwarding' : 'start forwarding'}
      unsaved={config ? `the forwarding ${config.name}` : 'the new forwarding'}
      onClose={onClose}
      wide
    >
      <TextField id={`${id}-name`} label="Name" {...form.bind('name')} />
      <TextField id={`${id}-description`} label="Description" rows={2} {...form.bind('description')} />
      <RadioGroup
        id={`${id}-which`}
        label="Datasets"
        value={draft.allLogs ? 'all' : 'chosen'}
        onChange={(which) => set({ allLogs: which === 'all' })}
        options={[
          { value: 'all', label: 'Every dataset', hint: 'Those made later too.' },
          { value: 'chosen', label: 'The datasets chosen below' },
        ]}
      />
      {!draft.allLogs && (
        <FieldSet id={`${id}-datasets`} legend="Datasets to forward" problem={form.problem('logIds')}>
          <DatasetPicker value={draft.logIds} onChange={(logIds) => set({ logIds })} />
        </FieldSet>
      )}
      <TextField
        id={`${id}-filter`}
        label="Only events where (optional)"
        placeholder="level = 'error' OR level = 'warn'"
        description="A filter in the search's language; empty forwards every event."
        {...form.bind('filter')}
      />
      <FieldSet id={`${id}-destination`} legend="Destination: an S3 bucket">
        <TextField
          id={`${id}-bucket`}
          label="Bucket"
          placeholder="acme-log-archive"
          {...form.bind('bucket')}
        />
        <TextField
          id={`${id}-prefix`}
          label="Key prefix (optional)"
          placeholder="lookout/"
          {...form.bind('prefix')}
        />
        <SelectField
          id={`${id}-class`}
          label="Storage class"
          value={draft.storageClass}
          onChange={(storageClass) => set({ storageClass })}
          options={STORAGE_CLASSES.map((c) => ({ value: c, label: STORAGE_CLASS_WORDS[c] ?? c }))}
        />
        <DestinationTest destination={destinationOf(draft)} />
      </FieldSet>
      <FieldSet id={`${id}-packing`} legend="Packing">
        <SelectField
          id={`${id}-compression`}
          label="Compression"
          value={draft.compression}
          onChange={(compression) => set({ compression })}
          options={COMPRESSIONS.map((c) => ({
            value: c,
            label: c === 'NONE' ? 'None' : c === 'ZSTD' ? 'Zstandard (smallest)' : 'gzip',
          }))}
        />
        <div className="row align-start">
          <TextField
            id={`${id}-mb`}
            label="File size at most (MB, before compression)"
            {...form.bind('payloadMb')}
          />
          <TextField id={`${id}-events`} label="Events per file at most" {...form.bind('payloadEvents')} />
          <TextField id={`${id}-minutes`} label="Wait at most (minutes)" {...form.bind('bufferMinutes')} />
        </div>
      </FieldSet>
    </FormDialog>
  );
}
