import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredSavedSearch } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, forbidden, notFound } from '../http-errors';
import { datasetsOf } from './datasets';
import { changedMetadata, createdMetadata } from '../metadata';

type SavedSearch = components['schemas']['SavedSearch'];
type SavedSearchWrite = components['schemas']['SavedSearchWrite'];

function findSaved(db: Db, caller: Caller, id: string): StoredSavedSearch {
  const stored = db.state.savedSearches.find((s) => s.saved_search_id === id && s.org_id === caller.orgId);
  if (!stored) throw notFound('Saved search', id);
  return stored;
}

function view({ org_id: _org, ...stored }: StoredSavedSearch): SavedSearch {
  return stored;
}

/** The organisation's saved searches are everyone's to read and run; a change is its creator's. */
function mine(stored: StoredSavedSearch, caller: Caller): StoredSavedSearch {
  if (stored.metadata.created_by?.id !== caller.identity.id)
    throw forbidden(`Only its creator may change the saved search "${stored.name}".`);
  return stored;
}

/** A write's checks the contract cannot state: known datasets, one kind of range, a unique name. */
function checked(db: Db, caller: Caller, body: SavedSearchWrite, except?: string): SavedSearchWrite {
  const known = new Set(datasetsOf(db, caller).map((d) => d.id));
  const unknown = body.search_details.from.filter((id) => !known.has(id));
  if (body.search_details.from.length === 0)
    throw badRequest('Invalid request: search_details.from: choose at least one dataset.');
  if (unknown.length)
    throw badRequest(`Invalid request: search_details.from: no dataset ${unknown.join(', ')}.`);
  const { time_range, from_ts, to_ts } = body.search_details;
  if ((time_range === undefined) === (from_ts === undefined || to_ts === undefined))
    throw badRequest('Invalid request: search_details: give time_range, or from_ts with to_ts.');
  if (from_ts !== undefined && to_ts !== undefined && !(from_ts < to_ts))
    throw badRequest('Invalid request: search_details.from_ts: must be before to_ts.');
  const name = body.name.trim();
  if (!name) throw badRequest('Invalid request: name: must not be blank.');
  const taken = db.state.savedSearches.some(
    (s) =>
      s.org_id === caller.orgId &&
      s.saved_search_id !== except &&
      s.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest(`Invalid request: name: a saved search "${name}" exists already.`);
  return { ...body, name, log_ids: body.search_details.from };
}

export const savedSearchHandlers: Implementations = {
  listSavedSearches: ({ db, caller }) => ({
    saved_searches: db.state.savedSearches
      .filter((s) => s.org_id === caller.orgId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(view),
  }),
  createSavedSearch: ({ db, caller, body }) => {
    const now = db.now();
    const stored: StoredSavedSearch = {
      ...checked(db, caller, body),
      saved_search_id: crypto.randomUUID(),
      org_id: caller.orgId,
      metadata: createdMetadata(caller, now),
    };
    db.state.savedSearches.push(stored);
    return view(stored);
  },
  getSavedSearch: ({ db, caller, params }) => view(findSaved(db, caller, params.savedSearchId)),
  updateSavedSearch: ({ db, caller, params, body }) => {
    const stored = mine(findSaved(db, caller, params.savedSearchId), caller);
    const next = checked(db, caller, body, stored.saved_search_id);
    const updated: StoredSavedSearch = {
      ...next,
      saved_search_id: stored.saved_search_id,
      org_id: stored.org_id,
      metadata: changedMetadata(stored.metadata, caller, db.now()),
    };
    db.state.savedSearches = db.state.savedSearches.map((s) => (s === stored ? updated : s));
    return view(updated);
  },
  deleteSavedSearch: ({ db, caller, params }) => {
    const stored = mine(findSaved(db, caller, params.savedSearchId), caller);
    db.state.savedSearches = db.state.savedSearches.filter((s) => s !== stored);
  },
};
