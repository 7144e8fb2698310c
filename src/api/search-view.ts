/**
 * A search as a person shares, saves and reopens it: what it searches and how it is shown. Small and
 * pure: the Logs page's first chunk reads it without the saved searches' code.
 */
/**
 * How a search is shown beyond what it searches: its aggregates and group-by, the view (patterns,
 * live tail), the order, the columns and wrapping. The service's saved search record has no place
 * for these (columns aside, on ours), so the console keeps them for the person (`saved-views`).
 */
export interface SearchView {
  select?: string[];
  groups?: string[];
  view?: 'patterns' | 'live';
  order?: 'oldest';
  cols?: string[];
  wrap?: 'on';
}

/** A search a person ran, as the palette offers it again: what it searched and how it was shown. */
export interface RecentSearch extends SearchView {
  ds?: string[];
  q?: string;
  range?: string;
  from?: number;
  to?: number;
}

/** A search in a few words: its query, its aggregates and group-by. */
export function describeSearch(search: Pick<RecentSearch, 'q' | 'select' | 'groups'>): string {
  const aggregate = search.select?.length
    ? `${search.select.join(', ')}${search.groups?.length ? ` by ${search.groups.join(', ')}` : ''}`
    : undefined;
  return [search.q, aggregate].filter(Boolean).join(' · ') || 'every event';
}

/** The parts of a view a search has, and only those (an empty view is none). */
export function viewOf(state: SearchView): SearchView {
  return {
    ...(state.select?.length ? { select: state.select } : {}),
    ...(state.groups?.length ? { groups: state.groups } : {}),
    ...(state.view ? { view: state.view } : {}),
    ...(state.order ? { order: state.order } : {}),
    ...(state.cols?.length ? { cols: state.cols } : {}),
    ...(state.wrap ? { wrap: state.wrap } : {}),
  };
}
