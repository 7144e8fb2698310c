/**
 * A long list a page at a time: which rows are shown of how many, and the pages before and after.
 * The page lives where the list's page keeps its state (the URL, for what can be shared).
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  previous = 'Previous',
  next = 'Next',
}: {
  /** What is paged, for the navigation's name ("Status changes"). */
  label: string;
  /** From 1. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  previous?: string;
  next?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  if (pages === 1) return null;
  const first = (shown - 1) * pageSize + 1;
  const last = Math.min(total, shown * pageSize);
  return (
    <nav aria-label={`${label}: pages`} className="row">
      <button type="button" className="button" disabled={shown === 1} onClick={() => onPage(shown - 1)}>
        {previous}
      </button>
      <span role="status">
        {first.toLocaleString('en')}–{last.toLocaleString('en')} of {total.toLocaleString('en')}
      </span>
      <button type="button" className="button" disabled={shown === pages} onClick={() => onPage(shown + 1)}>
        {next}
      </button>
    </nav>
  );
}

/** The rows of one page (from 1), the last page when asked for one past it. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  return rows.slice((shown - 1) * pageSize, shown * pageSize);
}
