import { useNavigate } from '@tanstack/react-router';
import type { ChartSelection } from '../../components/charts/time-series-chart';
import { addGroupFilter } from '../../query-language/group-filters';
import type { SearchRequest } from './model';

type Drilled = Pick<SearchRequest, 'from' | 'where' | 'from_ts' | 'to_ts'>;

/**
 * Where a clicked point, bar, slice or tile leads: its events in Logs (the widget's datasets and
 * filter, and the group clicked), or what changed in its time slice. The group clicked is what moved:
 * what changed with it is asked over the widget's whole search, where that group ranks among the
 * causes, against the same time a day earlier (the slices either side of a point are most often part
 * of the same spike, so "just before" would compare the spike with itself). Absolute ranges: the slice,
 * or the dashboard's window. Loaded with the charts, not with the dashboard's first chunk.
 */
export function usePointLinks(request: Drilled) {
  const navigate = useNavigate();
  const place = (selection: ChartSelection, withGroup = true) => {
    const end = request.to_ts ?? Date.now();
    const q = withGroup ? addGroupFilter(request.where, selection.filters) : request.where?.trim();
    return {
      ...(request.from?.length ? { ds: request.from } : {}),
      ...(q ? { q } : {}),
      from: selection.from ?? request.from_ts ?? end - 3_600_000,
      to: Math.min(selection.to ?? end, end),
    };
  };
  return {
    logs: (selection: ChartSelection) => void navigate({ to: '/search', search: place(selection) }),
    changes: (selection: ChartSelection) =>
      void navigate({ to: '/changes', search: { ...place(selection, false), base: 'day' } }),
  };
}
