import { datasetQueries } from '../../api/datasets';
import { dashboardQueries } from './queries';

/**
 * What the widget editor draws from besides the widget: the datasets to pick from, the keys of the
 * chosen one (for completion) and, for a new widget not started from a dashboard, the dashboards to
 * add it to. The preview's search is the draft's, made once the form has it.
 */
export function widgetEditorQueries({
  dashboard,
  dataset,
  editing,
}: {
  dashboard: string | undefined;
  dataset?: string | undefined;
  editing: boolean;
}) {
  return [
    datasetQueries.logs(),
    ...(editing || dashboard ? [] : [dashboardQueries.list()]),
    ...(dataset ? [datasetQueries.topKeys(dataset)] : []),
  ];
}
