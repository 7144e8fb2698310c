import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { monitorDetailQuery } from '../../../api/monitor-rule';
import { ruleSearch } from '../../../monitor-rules/logs-search';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { MINUTE } from '../../../lib/time';
import type { Scope } from '../plan';
import { baselineOf, type ChangesUrl, type Span } from '../url';
import { useComparison } from '../use-comparison';
import { KeysSection } from './keys-section';
import { PatternsSection } from './patterns-section';
import { useRowActions } from './use-row-actions';
import { ValuesSection } from './values-section';
import { WindowsSection } from './windows-section';

/** The count drawn in the window, as a widget would draw it. */
interface CountView {
  ds: string[];
  q?: string;
  select: string[];
  type: 'line';
}

interface Props {
  url: ChangesUrl;
  /** `replace`: the URL is completed, not a step a person took (Back does not return to it). */
  onChange: (next: ChangesUrl, how?: { replace: true }) => void;
  /** The chart's count as a widget: given by the route, which knows dashboards (this feature does not). */
  addToDashboard?: (view: CountView) => ReactNode;
}

/** "What changed": a window against its baseline, from a link (both windows are in it). */
export function ChangesPage({ url, onChange, addToDashboard }: Props) {
  if (url.from === undefined || url.to === undefined) return <LatestWindow url={url} onChange={onChange} />;
  const window = { from: url.from, to: url.to };
  if (url.monitor && url.ds === undefined && url.q === undefined)
    return (
      <FromMonitor
        monitorId={url.monitor}
        url={url}
        window={window}
        onChange={onChange}
        addToDashboard={addToDashboard}
      />
    );
  return (
    <Comparison
      url={url}
      window={window}
      scope={{ ds: url.ds, q: url.q }}
      onChange={onChange}
      addToDashboard={addToDashboard}
    />
  );
}

/**
 * Opened without a window (from the navigation, or a link that names none): the last 30 minutes
 * against the 30 before, put in the URL so that the link says what is shown.
 */
function LatestWindow({ url, onChange }: Props) {
  useEffect(() => {
    const now = Date.now();
    onChange({ ...url, from: now - 30 * MINUTE, to: now }, { replace: true });
  }, [url, onChange]);
  return (
    <>
      <PageHeader title="What changed" />
      <Loading what="the last 30 minutes" />
    </>
  );
}

/** A link that names a monitor, not its search (the live service lists monitors without their query). */
function FromMonitor({ monitorId, ...props }: Props & { monitorId: string; window: Span }) {
  const monitor = useQuery(monitorDetailQuery(monitorId));
  if (monitor.error)
    return (
      <>
        <PageHeader title="What changed" />
        <ErrorPanel error={monitor.error} action="read the monitor" onRetry={() => void monitor.refetch()} />
      </>
    );
  if (!monitor.data) return <Loading what="the monitor's query" />;
  if (monitor.data.unreadableRule)
    return (
      <>
        <PageHeader title="What changed" />
        <p>
          There is nothing to compare for <ShownText text={monitor.data.name} />:{' '}
          <ShownText text={monitor.data.unreadableRule} />
        </p>
      </>
    );
  return <Comparison {...props} scope={ruleSearch(monitor.data)} monitorName={monitor.data.name} />;
}

function Comparison({
  url,
  window,
  scope,
  monitorName,
  onChange,
  addToDashboard,
}: Props & { window: Span; scope: Scope; monitorName?: string }) {
  const baseline = baselineOf(window, url.base ?? 'before');
  const comparison = useComparison(scope, window, baseline);
  const actions = useRowActions(scope, window, baseline);
  return (
    <div className="stack">
      <PageHeader
        title="What changed"
        lead={<ScopeLead scope={scope} monitorName={monitorName} />}
        actions={
          <>
            <CopyLinkButton
              label="Copy link: this comparison"
              link={() => ({ to: '/changes', search: { ...url, from: window.from, to: window.to } })}
            />
            {scope.ds?.length
              ? addToDashboard?.({
                  ds: scope.ds,
                  ...(scope.q ? { q: scope.q } : {}),
                  select: ['count(*)'],
                  type: 'line',
                })
              : null}
          </>
        }
      />
      <WindowsSection url={url} window={window} comparison={comparison} onChange={onChange} />
      <ValuesSection url={url} comparison={comparison} actions={actions} onChange={onChange} />
      <PatternsSection url={url} comparison={comparison} actions={actions} />
      <KeysSection scope={scope} comparison={comparison} />
    </div>
  );
}

/** What is compared: the datasets by name, the query, and the monitor it came from. */
function ScopeLead({ scope, monitorName }: { scope: Scope; monitorName?: string | undefined }) {
  const datasets = useQuery(datasetQueries.logs());
  const names = (scope.ds ?? []).map((id) => {
    const found = datasets.data?.logs?.find((l) => l.log_id === id);
    return found ? `${found.collection ?? ''}/${found.dataset ?? ''}` : id;
  });
  return (
    <>
      {names.length ? <ShownText text={names.join(', ')} /> : 'Every dataset'}
      {scope.q ? (
        <>
          {' '}
          where <code>{<ShownText text={scope.q} />}</code>
        </>
      ) : null}
      {monitorName ? (
        <>
          {', behind the monitor '}
          <ShownText text={monitorName} />
        </>
      ) : null}
    </>
  );
}
