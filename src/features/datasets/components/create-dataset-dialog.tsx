import { FormDialog } from '../../../components/form/form-dialog';
import { TagsField } from '../../../components/form/tags-field';
import { TextField } from '../../../components/form/text-field';
import { notify } from '../../../components/toasts';
import { useForm } from '../../../components/form/use-form';
import { useCreateDataset } from '../api';
import { parseTags } from '../../../lib/tags';
import { nameProblem } from '../model';
import { usePublishedOnly } from '../../../api/use-identity';

const EMPTY = { collection: '', dataset: '', tags: '' };

/** A new dataset in an existing or a new collection; it is searchable at once (empty until logs arrive). */
export default function CreateDatasetDialog({
  collections,
  onClose,
}: {
  collections: string[];
  onClose: () => void;
}) {
  const create = useCreateDataset();
  // A service that takes only its published create ({collection, dataset}) cannot store tags: not offered.
  const publishedOnly = usePublishedOnly();
  const tagsOf = (text: string) => parseTags(publishedOnly ? '' : text);
  const form = useForm({
    initial: EMPTY,
    validate: (d) => {
      const parsed = tagsOf(d.tags);
      return {
        collection: nameProblem(d.collection, 'collection'),
        dataset: nameProblem(d.dataset, 'dataset'),
        tags: 'problem' in parsed ? parsed.problem : undefined,
      };
    },
    send: (d) => {
      const parsed = tagsOf(d.tags);
      const tags = 'tags' in parsed ? parsed.tags : {};
      return create.mutateAsync({
        body: {
          collection: d.collection.trim(),
          dataset: d.dataset.trim(),
          // Only when there are any: the vendor's published create takes collection and dataset only,
          // and a service that cannot store tags at create says so at the field.
          ...(Object.keys(tags).length ? { tags } : {}),
        },
      });
    },
    onSaved: (made) => {
      notify('success', `Dataset ${made.collection}/${made.dataset} created`);
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      title="New dataset"
      submitLabel="Create dataset"
      action="create the dataset"
      unsaved="the new dataset"
      onClose={onClose}
    >
      <TextField
        id="new-dataset-collection"
        label="Collection"
        {...form.bind('collection')}
        description="An existing collection or a new name."
        list="new-dataset-collections"
      />
      <datalist id="new-dataset-collections">
        {collections.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        id="new-dataset-dataset"
        label="Dataset"
        {...form.bind('dataset')}
        placeholder="billing-worker"
      />
      <TagsField
        id="new-dataset-tags"
        {...form.bind('tags')}
        placeholder="team:finance, environment:production"
        refused={
          publishedOnly
            ? "This service takes a dataset's tags through its own console, not at creation."
            : undefined
        }
      />
    </FormDialog>
  );
}
