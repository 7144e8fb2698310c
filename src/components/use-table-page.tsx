import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageOf, Pager } from './pager';

/** Rows a list page draws at once: a screen or two, so a list of any length costs the same to show. */
const LIST_PAGE_SIZE = 50;

/**
 * A table's rows a page at a time, the page kept in the URL as `page` (so a shared link opens on the
 * same rows), with the pager to put under the table. The route declares `page: whole(1, …)` in its
 * validateSearch; a filter or a new order starts again from the first page (their setters drop
 * `page`). A page past the end shows the last one.
 */
export function useTablePage<T>(
  rows: readonly T[],
  label: string,
  pageSize = LIST_PAGE_SIZE,
): { rows: T[]; pager: ReactNode } {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const page = typeof search.page === 'number' ? search.page : 1;
  const onPage = (next: number) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, page: next === 1 ? undefined : next }),
      replace: true,
    } as never);
  return {
    rows: pageOf(rows, page, pageSize),
    pager: <Pager label={label} page={page} pageSize={pageSize} total={rows.length} onPage={onPage} />,
  };
}
