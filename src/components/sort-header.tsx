import { Icon } from './icon';
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
  const icon = !active ? 'arrow-up-down' : sort.desc ? 'arrow-down' : 'arrow-up';
  return (
    <th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {children}
        <Icon name={icon} size={12} className={active ? undefined : 'muted'} />
      </button>
    </th>
  );
}
