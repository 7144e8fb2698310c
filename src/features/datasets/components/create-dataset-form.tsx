import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../components/toasts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useCreateDataset } from '../api';
import { parseTags } from '../../../lib/tags';
import { nameProblem } from '../model';
import { usePublishedWritesOnly } from '../../../api/identity';

type Problems = Record<'collection' | 'dataset' | 'tags', string | undefined>;

/** A new dataset in an existing or a new collection; it is searchable at once (empty until logs arrive). */
export function CreateDatasetForm({ collections }: { collections: string[] }) {
  const [collection, setCollection] = useState('');
  const [dataset, setDataset] = useState('');
  const [tags, setTags] = useState('');
  const [problems, setProblems] = useState<Partial<Problems>>({});
  const create = useCreateDataset();
  // A service that takes only its published create ({collection, dataset}) cannot store tags: not offered.
  const publishedOnly = usePublishedWritesOnly();
  const field = fieldOfError(create.error);
  const atField = field === 'collection' || field === 'dataset' || field === 'tags' ? field : undefined;
  const serviceProblem = atField ? toApiError(create.error).details : undefined;
  const created = create.data;
  return (
    <form
      aria-label="New dataset"
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseTags(publishedOnly ? '' : tags);
        const found: Problems = {
          collection: nameProblem(collection, 'collection'),
          dataset: nameProblem(dataset, 'dataset'),
          tags: 'problem' in parsed ? parsed.problem : undefined,
        };
        setProblems(found);
        const first = (Object.keys(found) as (keyof Problems)[]).find((key) => found[key]);
        if (first || 'problem' in parsed)
          return document.getElementById(`new-dataset-${first ?? 'tags'}`)?.focus();
        create.mutate(
          {
            body: {
              collection: collection.trim(),
              dataset: dataset.trim(),
              // Only when there are any: the vendor's published create takes collection and dataset only,
              // and a service that cannot store tags at create says so at the field.
              ...(Object.keys(parsed.tags).length ? { tags: parsed.tags } : {}),
            },
          },
          {
            onSuccess: (made) => {
              notify('success', `Dataset ${made.collection}/${made.dataset} created`);
              setDataset('');
              setTags('');
            },
          },
        );
      }}
    >
      <UnsavedChangesGuard what="the new dataset" dirty={() => !!(dataset || tags) && !create.isPending} />
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <TextField
          id="new-dataset-collection"
          label="Collection"
          value={collection}
          onChange={setCollection}
          problem={problems.collection ?? (atField === 'collection' ? serviceProblem : undefined)}
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
          value={dataset}
          onChange={setDataset}
          problem={problems.dataset ?? (atField === 'dataset' ? serviceProblem : undefined)}
          placeholder="billing-worker"
        />
        {publishedOnly ? (
          <p className="muted">
            This service takes a dataset&apos;s tags through its own console, not at creation.
          </p>
        ) : (
          <TextField
            id="new-dataset-tags"
            label="Tags"
            value={tags}
            onChange={setTags}
            problem={problems.tags ?? (atField === 'tags' ? serviceProblem : undefined)}
            description="key:value (or a key alone), separated by commas."
            placeholder="team:finance, environment:production"
          />
        )}
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Create dataset
        </button>
        {created && (
          <p role="status" className="row">
            Created {created.collection}/{created.dataset}.{' '}
            <Link to="/search" search={{ ds: [created.id] }}>
              Search it
            </Link>
          </p>
        )}
      </div>
      {create.error && !atField ? <ErrorPanel error={create.error} action="create the dataset" /> : null}
    </form>
  );
}
