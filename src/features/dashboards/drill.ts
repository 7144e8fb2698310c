import { useNavigate } from '@tanstack/react-router';
import type { ChartSelection } from '../../components/charts/time-series-chart';
import { addGroupFilter } from '../../query-language/group-filters';
import type { SearchRequest } from './model';

/**
 * Opens the events behind a clicked point, bar, slice or tile: the widget's datasets and filter, the
 * group clicked, and the time slice (or the dashboard's window), as an absolute range. Loaded with the
 * charts, not with the dashboard's first chunk.
 */
export function useDrillToLogs(request: Pick<SearchRequest, 'from' | 'where' | 'from_ts' | 'to_ts'>) {
  const navigate = useNavigate();
  return (selection: ChartSelection) => {
    const q = addGroupFilter(request.where, selection.filters);
    const end = request.to_ts ?? Date.now();
    void navigate({
      to: '/search',
      search: {
        ds: request.from,
        ...(q ? { q } : {}),
        from: selection.from ?? request.from_ts,
        to: Math.min(selection.to ?? end, end),
      },
    });
  };
}
