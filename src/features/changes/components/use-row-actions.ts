import { useNavigate } from '@tanstack/react-router';
import type { RowAction } from '../../../components/row-menu';
import { toApiError } from '../../../api/errors';
import { notify } from '../../../components/toasts';
import { addGroupFilter } from '../../../query-language/group-filters';
import { andWith, patternFilter } from '../../../query-language/filters';
import { firstEventPlace } from '../api';
import { sourceOf, type Scope } from '../plan';
import type { Span } from '../url';

/** A new monitor form's first window: 10 minutes (src/features/monitors/form.ts's default). */
const FORM_WINDOW = 10 * 60_000;

/**
 * One click from a row of the comparison: Logs filtered to it or without it over the window, its
 * events over both windows, the context of its first event in the window, or a new monitor on it
 * whose backtest runs over both windows.
 */
export function useRowActions(scope: Scope, window: Span, baseline: Span) {
  const navigate = useNavigate();
  const both = { from: Math.min(window.from, baseline.from), to: window.to };
  const ds = scope.ds?.length ? { ds: scope.ds } : {};
  const logs = (q: string, span: Span) => void navigate({ to: '/search', search: { ...ds, q, ...span } });
  /**
   * A new monitor's threshold: twice the row's baseline rate over the form's first window (10 minutes),
   * at least one event, so its backtest fires where the row stood out.
   */
  const thresholdOf = (baselineCount: number) =>
    Math.max(1, Math.ceil((2 * baselineCount * FORM_WINDOW) / Math.max(1, baseline.to - baseline.from)));
  /** The context of the first event a filter matches in the window, with its report streaming when asked. */
  const openFirst = (name: string, only: string, explain = false) =>
    void firstEventPlace({ ...sourceOf(scope), where: only, from_ts: window.from, to_ts: window.to })
      .then((place) =>
        place
          ? navigate({
              to: '/search/context',
              search: { ...place, ...(explain ? { explain: 'yes' as const } : {}) },
            })
          : notify('error', `No event of ${name} in the window any more.`),
      )
      .catch((error: unknown) =>
        notify('error', `Could not find its first event: ${toApiError(error).details}`),
      );
  const actions = (name: string, only: string, without: string, baselineCount: number): RowAction[] => [
    { id: 'filter', label: `Logs filtered to ${name}`, onAction: () => logs(only, window) },
    { id: 'exclude', label: `Logs without ${name}`, onAction: () => logs(without, window) },
    { id: 'both', label: 'Its events in both windows', onAction: () => logs(only, both) },
    {
      id: 'context',
      label: 'Context of its first event',
      onAction: () => openFirst(name, only),
    },
    {
      id: 'explain',
      label: 'Explain its first event',
      onAction: () => openFirst(name, only, true),
    },
    {
      id: 'monitor',
      label: 'Start a monitor on it',
      onAction: () =>
        void navigate({
          to: '/monitors/new',
          search: { ...ds, q: only, select: 'count(*)', threshold: thresholdOf(baselineCount), ...both },
        }),
    },
  ];
  return {
    value: (field: string, value: string, baselineCount: number) => {
      const filter = [{ key: field, value }];
      return actions(
        `${field} = ${value}`,
        addGroupFilter(scope.q, filter),
        addGroupFilter(scope.q, filter, true),
        baselineCount,
      );
    },
    pattern: (template: string, baselineCount: number) => {
      const only = andWith(scope.q, patternFilter(template));
      return actions('this pattern', only, andWith(scope.q, patternFilter(template, true)), baselineCount);
    },
  };
}
