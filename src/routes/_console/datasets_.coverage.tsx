import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { refineTimeWindow, timeWindowShape } from '../../components/pickers/time-window';
import { coverageQueries } from '../../features/datasets/api';
import { CoveragePage } from '../../features/datasets/components/coverage-page';
import { coverageQuery } from '../../features/datasets/coverage';
import { LONGEST_COVERAGE, type CoverageUrl } from '../../features/datasets/coverage-url';
import { searchParams, text } from '../../lib/search-params';

export const Route = createFileRoute('/_console/datasets_/coverage')({
  validateSearch: searchParams<CoverageUrl>(
    { ...timeWindowShape, ds: text },
    refineTimeWindow(LONGEST_COVERAGE),
  ),
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to }),
  loader: ({ context, deps }) =>
    prefetchAll(context.queryClient, [
      coverageQueries.ratio(coverageQuery(deps)),
      coverageQueries.usage(coverageQuery(deps)),
      datasetQueries.logs(),
    ]),
  component: CoverageRoute,
});

function CoverageRoute() {
  const navigate = Route.useNavigate();
  return <CoveragePage url={Route.useSearch()} onChange={(search) => void navigate({ search })} />;
}
