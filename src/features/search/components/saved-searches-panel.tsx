import { withKeys } from '../../../lib/keys';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIdentity } from '../../../api/use-identity';
import {
  savedSearchesQuery,
  searchOfSaved,
  useDeleteSavedSearch,
  useSaveSearch,
  type SavedSearch,
  type SavedSearches,
} from '../../../api/saved-searches';
import { describeSearch, viewOf } from '../../../api/search-view';
import { DeleteButton } from '../../../components/delete-button';
import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { personKey } from '../../../lib/recent';
import { DEFAULT_RANGE } from '../../../lib/time';
import type { SearchUrlState } from '../url';
import styles from './search.module.css';
import { ShownText } from '../../../components/shown-text';
import { useState } from 'react';

/** Saved searches listed at once in the panel; past them, a box to find one by name. */
const SAVED_SHOWN = 20;

/** What a saved search keeps of the page: datasets, query, range, and how it is shown. */
const toSave = (state: SearchUrlState, ds: string[]): Omit<SavedSearch, 'id' | 'name'> => ({
  ds,
  ...(state.q ? { q: state.q } : {}),
  ...(state.from !== undefined && state.to !== undefined
    ? { from: state.from, to: state.to }
    : { range: state.range ?? DEFAULT_RANGE }),
  ...viewOf(state),
});

/** What of a view the service's record cannot hold, in words; undefined when it holds it all. */
function keptApart(state: SearchUrlState): string | undefined {
  const { cols: _cols, ...rest } = viewOf(state);
  const names = {
    select: 'the aggregates',
    groups: 'the group-by',
    view: 'the view',
    order: 'the order',
    wrap: 'wrapping',
  } as const;
  const parts = (Object.keys(rest) as (keyof typeof names)[]).map((key) => names[key]);
  return parts.length ? parts.join(', ') : undefined;
}

/** Asked for when opened: a search page that is only read spends no request on it. */
export default function SavedSearchesPanel({
  state,
  ds,
  onRun,
}: {
  state: SearchUrlState;
  ds: string[];
  onRun: () => void;
}) {
  const identity = useIdentity();
  const person = personKey(identity);
  const saved = useQuery(savedSearchesQuery(person));
  if (saved.error)
    return (
      <ErrorPanel error={saved.error} action="load the saved searches" onRetry={() => void saved.refetch()} />
    );
  if (!saved.data) return <p className="muted">Loading the saved searches…</p>;
  return (
    <div className={`stack ${styles.savedMenu}`}>
      {saved.data.keptIn === 'browser' && (
        <p className="muted">
          This service keeps no saved searches, so yours are kept in this browser tab only.
        </p>
      )}
      <SavedList saved={saved.data} person={person} me={identity?.identity?.id} onRun={onRun} />
      <SaveForm state={state} ds={ds} saved={saved.data} person={person} />
    </div>
  );
}

function SavedList({
  saved,
  person,
  me,
  onRun,
}: {
  saved: SavedSearches;
  person: string;
  me: string | undefined;
  onRun: () => void;
}) {
  const [find, setFind] = useState('');
  if (!saved.items.length) return <p className="muted">No saved searches yet.</p>;
  const needle = find.trim().toLowerCase();
  const matching = saved.items.filter((s) => !needle || s.name.toLowerCase().includes(needle));
  const shown = matching.slice(0, SAVED_SHOWN);
  return (
    <>
      {saved.items.length > SAVED_SHOWN && (
        <div className="field">
          <label htmlFor="saved-find">Find a saved search</label>
          <input id="saved-find" type="search" value={find} onChange={(e) => setFind(e.target.value)} />
          <span className="muted" role="status">
            {matching.length > shown.length
              ? `The first ${shown.length} of ${matching.length.toLocaleString('en')}: type to narrow.`
              : `${matching.length} of ${saved.items.length.toLocaleString('en')}`}
          </span>
        </div>
      )}
      <ul className="plain-list stack" aria-label="Saved searches" style={{ gap: 4 }}>
        {withKeys(shown, (s) => s.id).map(([s, key]) => (
          <li key={key} className="row" style={{ justifyContent: 'space-between', flexWrap: 'nowrap' }}>
            <span className={styles.savedName}>
              <Link to="/search" search={searchOfSaved(s)} onClick={onRun}>
                <ShownText text={s.name} />
              </Link>
              {/* What it searches, to tell two alike apart. */}
              <span className={styles.savedQuery}>
                {[describeSearch(s), s.range].filter(Boolean).join(' · ')}
              </span>
            </span>
            {(saved.keptIn === 'browser' || (me !== undefined && s.createdBy === me)) && (
              <DeleteSaved person={person} keptIn={saved.keptIn} search={s} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function SaveForm({
  state,
  ds,
  saved,
  person,
}: {
  state: SearchUrlState;
  ds: string[];
  saved: SavedSearches;
  person: string;
}) {
  const save = useSaveSearch(person, saved.keptIn);
  const form = useForm({
    initial: { name: '' },
    validate: ({ name }) => {
      const trimmed = name.trim();
      if (!trimmed) return { name: 'Give the search a name.' };
      if (trimmed.length > 255) return { name: 'At most 255 characters.' };
      if (saved.items.some((s) => s.name.toLowerCase() === trimmed.toLowerCase()))
        return { name: `A saved search "${trimmed}" exists already.` };
      return {};
    },
    send: ({ name }) => save.mutateAsync({ name: name.trim(), ...toSave(state, ds) }),
    onSaved: (result) => {
      notify('success', `Saved the search ${result.name}`);
      form.reset({ name: '' });
    },
  });
  if (!ds.length) return <p className="muted">Choose a dataset to save this search.</p>;
  const apart = saved.keptIn === 'service' ? keptApart(state) : undefined;
  return (
    <Form form={form} label="Save this search" className="stack" unsaved="the name of this search">
      <TextField id="saved-search-name" label="Save this search as" {...form.bind('name')} />
      {apart && (
        <p className="muted">
          The service keeps the datasets, query and range; {apart} {apart.includes(',') ? 'are' : 'is'} kept
          for you in this tab.
        </p>
      )}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          Save
        </button>
      </div>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="save the search" />}
    </Form>
  );
}

function DeleteSaved({
  person,
  keptIn,
  search,
}: {
  person: string;
  keptIn: SavedSearches['keptIn'];
  search: SavedSearches['items'][number];
}) {
  const remove = useDeleteSavedSearch(person, keptIn);
  return (
    <DeleteButton what="saved search" name={search.name} remove={remove} variables={search.id}>
      It is gone for everyone who uses it; the logs it searched are not touched.
    </DeleteButton>
  );
}
