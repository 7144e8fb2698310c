import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Sort } from '../lib/sort';

interface Props<K extends string> {
  children: ReactNode;
  sortKey: K;
  sort: Sort<K>;
  onSort: (key: K) => void;
}

/** A column header that orders the table by its column; screen readers hear the order (aria-sort). */
export function SortHeader<K extends string>({ children, sortKey, sort, onSort }: Props<K>) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.desc ? ArrowDown : ArrowUp;
  return (
    <th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {children}
        <Icon size={12} aria-hidden="true" className={active ? undefined : 'muted'} />
      </button>
    </th>
  );
}
