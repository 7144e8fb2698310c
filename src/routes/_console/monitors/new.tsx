import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { MonitorFormPage } from '../../../features/monitors/components/monitor-form-page';
import { seedOfSearch } from '../../../features/monitors/form';
import { formQueries } from '../../../features/monitors/history';
import { validateNewMonitor } from '../../../features/monitors/url';
import { seedOfTemplate, templateDetailQuery } from '../../../features/monitors/templates';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { ShownText } from '../../../components/shown-text';

export const Route = createFileRoute('/_console/monitors/new')({
  validateSearch: validateNewMonitor,
  loaderDeps: ({ search }) => ({ dataset: search.ds?.[0], template: search.template }),
  loader: async ({ context, deps }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, [
      ...formQueries({ dataset: deps.dataset, now: openedAt }),
      ...(deps.template ? [templateDetailQuery(deps.template)] : []),
    ]);
    return { openedAt };
  },
  component: function NewMonitor() {
    const { from, to, template, ...search } = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    const backtestOver = from !== undefined && to !== undefined ? { from, to } : undefined;
    return template ? (
      <FromTemplate templateId={template} openedAt={openedAt} backtestOver={backtestOver} />
    ) : (
      <MonitorFormPage seed={seedOfSearch(search)} openedAt={openedAt} backtestOver={backtestOver} />
    );
  },
});

/** The form filled from a template, once it is read; one that cannot be read, or is gone, says why. */
function FromTemplate({
  templateId,
  openedAt,
  backtestOver,
}: {
  templateId: string;
  openedAt: number;
  backtestOver: { from: number; to: number } | undefined;
}) {
  const template = useQuery(templateDetailQuery(templateId));
  if (template.error)
    return (
      <ErrorPanel
        error={template.error}
        action="read the monitor template"
        onRetry={() => void template.refetch()}
      />
    );
  if (!template.data) return <Loading what="the monitor template" />;
  const { data } = template;
  if (!data.monitor)
    return (
      <p role="alert">
        The template <ShownText text={data.name} /> cannot make a monitor here: {data.unreadable}
      </p>
    );
  return (
    <MonitorFormPage
      key={data.id}
      seed={seedOfTemplate(data)}
      openedAt={openedAt}
      backtestOver={backtestOver}
    />
  );
}
