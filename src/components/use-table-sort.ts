import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatSort, nextSort, parseSort, type Sort } from '../lib/sort';

/**
 * A table's order, kept in the page's URL as `sort` (so a shared link shows the same order), with
 * what a click on a column's header does. The route declares `sort: text` in its validateSearch.
 */
export function useTableSort<K extends string>(
  keys: readonly K[],
  fallback: Sort<K>,
): { sort: Sort<K>; sortBy: (key: K) => void } {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const sort = parseSort(search.sort, keys) ?? fallback;
  const sortBy = (key: K) => {
    const next = nextSort(sort, key);
    const same = next.key === fallback.key && next.desc === fallback.desc;
    void navigate({
      to: '.',
      // A new order starts from its first page.
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        sort: same ? undefined : formatSort(next),
        page: undefined,
      }),
      replace: true,
    } as never);
  };
  return { sort, sortBy };
}
