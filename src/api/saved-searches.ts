import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { readRecent, writeRecent } from '../lib/recent';
import { DEFAULT_RANGE } from '../lib/time';
import { fetchClient } from './client';
import { toApiError } from './errors';
import type { components } from './schema.gen';
import { savedSearchesKey } from './query-keys';
import { viewOf, type SearchView } from './search-view';

type Record_ = components['schemas']['SavedSearch'];
type Write = components['schemas']['SavedSearchWrite'];

/** A saved search as the console runs it: datasets, query, range and how it is shown, under a name. */
export interface SavedSearch extends SearchView {
  id: string;
  name: string;
  ds: string[];
  q?: string;
  /** A relative range, or the absolute window from/to. */
  range?: string;
  from?: number;
  to?: number;
  /** Who wrote it (the service's identity id); only they may change it. Absent: kept in this browser. */
  createdBy?: string;
}

/** What the service's record cannot hold of a saved search's view, kept for the person by its id. */
type KeptView = [id: string, view: SearchView];
const readViews = (person: string) => new Map(readRecent<KeptView>('saved-views', person));
function keepView(person: string, id: string, view: SearchView | undefined) {
  const views = readViews(person);
  if (view && Object.keys(view).length) views.set(id, view);
  else views.delete(id);
  writeRecent('saved-views', person, [...views]);
}

/**
 * Where the list is kept: at the service, or (where the service answers 404 for /saved-searches) in
 * this tab for this person, which the page says.
 */
export interface SavedSearches {
  keptIn: 'service' | 'browser';
  items: SavedSearch[];
}

// Where the service keeps none: the tab's list for this person, as the console's other short lists.
const readBrowser = (person: string) => readRecent<SavedSearch>('saved-searches', person);
const writeBrowser = (person: string, items: SavedSearch[]) => writeRecent('saved-searches', person, items);

/** One record read whichever way the service writes it: v1's saved_search_id or the vendor's id, from as a list or joined. */
function savedSearchOf(record: Record_): SavedSearch | undefined {
  const id = record.saved_search_id ?? record.id;
  const details = record.search_details;
  if (!id || !details) return undefined;
  const from = details.from as string[] | string | undefined;
  const ds = (Array.isArray(from) ? from : (from?.split(':') ?? record.log_ids ?? [])).filter(Boolean);
  return {
    id,
    name: record.name,
    ds,
    ...(details.where ? { q: details.where } : {}),
    ...(details.from_ts !== undefined && details.to_ts !== undefined
      ? { from: details.from_ts, to: details.to_ts }
      : { range: details.time_range ?? DEFAULT_RANGE }),
    ...(record.columns?.length ? { cols: record.columns } : {}),
    ...(record.metadata?.created_by?.id ? { createdBy: record.metadata.created_by.id } : {}),
  };
}

function writeOf(item: Omit<SavedSearch, 'id'>): Write {
  return {
    name: item.name,
    search_details: {
      from: item.ds,
      ...(item.q ? { where: item.q } : {}),
      ...(item.from !== undefined && item.to !== undefined
        ? { from_ts: item.from, to_ts: item.to }
        : { time_range: item.range ?? DEFAULT_RANGE }),
    },
    log_ids: item.ds,
    ...(item.cols?.length ? { columns: item.cols } : {}),
  };
}

export async function readSavedSearches(person: string, signal: AbortSignal): Promise<SavedSearches> {
  try {
    const { data } = await fetchClient.GET('/saved-searches', { signal });
    // The list's wrapper is not published: a bare array is read as well.
    const records = (Array.isArray(data) ? data : (data?.saved_searches ?? [])) as Record_[];
    const views = readViews(person);
    // The view kept for this person first; what the record holds (columns, on ours) over it.
    const items = records.flatMap((r) => {
      const saved = savedSearchOf(r);
      return saved ? [{ ...views.get(saved.id), ...saved }] : [];
    });
    return { keptIn: 'service', items: items.sort((a, b) => a.name.localeCompare(b.name)) };
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
    return { keptIn: 'browser', items: readBrowser(person) };
  }
}

/** The saved searches this person sees: the organisation's at the service, or their own in this tab. */
export const savedSearchesQuery = (person: string) =>
  queryOptions({
    queryKey: savedSearchesKey(person),
    queryFn: ({ signal }) => readSavedSearches(person, signal),
    staleTime: 60_000,
  });

/** Saves a search where the list is kept: at the service, or in this tab (a name taken there is refused). */
export async function saveSearch(
  person: string,
  keptIn: SavedSearches['keptIn'],
  item: Omit<SavedSearch, 'id'>,
): Promise<SavedSearch> {
  if (keptIn === 'service') {
    const { data } = await fetchClient.POST('/saved-searches', { body: writeOf(item) });
    const saved = data && savedSearchOf(data);
    if (!saved) throw new Error('The service answered without the saved search.');
    keepView(person, saved.id, viewOf(item));
    return { ...viewOf(item), ...saved };
  }
  const items = readBrowser(person);
  const name = item.name.trim();
  if (items.some((s) => s.name.toLowerCase() === name.toLowerCase()))
    throw new Error(`A saved search "${name}" exists already.`);
  const saved = { ...item, name, id: crypto.randomUUID() };
  writeBrowser(
    person,
    [...items, saved].sort((a, b) => a.name.localeCompare(b.name)),
  );
  return saved;
}

export async function deleteSavedSearch(person: string, keptIn: SavedSearches['keptIn'], id: string) {
  if (keptIn === 'service') {
    await fetchClient.DELETE('/saved-searches/{savedSearchId}', { params: { path: { savedSearchId: id } } });
    keepView(person, id, undefined);
  } else
    writeBrowser(
      person,
      readBrowser(person).filter((s) => s.id !== id),
    );
}

export function useSaveSearch(person: string, keptIn: SavedSearches['keptIn']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Omit<SavedSearch, 'id'>) => saveSearch(person, keptIn, item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(person) }),
  });
}

export function useDeleteSavedSearch(person: string, keptIn: SavedSearches['keptIn']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(person, keptIn, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(person) }),
  });
}

/** The Logs page's URL for a saved search: what it searches and how it was shown. */
export function searchOfSaved(saved: SavedSearch) {
  return {
    ds: saved.ds,
    ...(saved.q ? { q: saved.q } : {}),
    ...(saved.from !== undefined && saved.to !== undefined
      ? { from: saved.from, to: saved.to }
      : { range: saved.range }),
    ...viewOf(saved),
  };
}
