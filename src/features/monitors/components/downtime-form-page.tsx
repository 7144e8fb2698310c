import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FRESH } from '../../../api/versions';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { ErrorPanel } from '../../../components/error-panel';
import { Form, NotSaved } from '../../../components/form/form';
import { useForm } from '../../../components/form/use-form';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { zoneName } from '../../../lib/input-time';
import { formatWindow } from '../../../lib/time';
import {
  clockTimesOf,
  draftOfDowntime,
  emptyDowntime,
  upcoming,
  validateDowntime,
  writeOfDowntime,
  type Downtime,
  type DowntimeDraft,
  type DowntimeField,
  type DowntimeWrite,
} from '../downtime-form';
import { useCreateDowntime, useDeleteDowntime, useReplaceDowntime } from '../downtimes-api';
import { monitorQueries } from '../queries';
import { DowntimeFields } from './downtime-fields';
import { DowntimeReplay } from './downtime-replay';
import styles from './monitors.module.css';

const REPLAY_NEEDS: DowntimeField[] = ['monitors', 'start', 'end', 'days', 'from', 'to'];

/** A downtime, new or saved: its fields, when it will apply, and its replay over the monitors' history. */
export function DowntimeFormPage({
  downtime,
  monitorIds = [],
  openedAt,
  replayDays,
  onReplayDays,
}: {
  downtime?: Downtime;
  /** The monitors a new downtime starts with (a selection of the list, a monitor's page). */
  monitorIds?: string[];
  openedAt: number;
  replayDays: number;
  onReplayDays: (days: number) => void;
}) {
  const display = useDisplaySettings();
  const permit = usePermit('monitors_write', downtime ? 'change downtimes' : 'schedule downtimes');
  const canDelete = usePermit('monitors_delete', 'delete downtimes');
  const monitors = useQuery(monitorQueries.list());
  const create = useCreateDowntime();
  const replace = useReplaceDowntime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() =>
    downtime ? draftOfDowntime(downtime, openedAt, display) : emptyDowntime(monitorIds, openedAt),
  );
  const form = useForm<DowntimeDraft, DowntimeField, Downtime>({
    initial,
    validate: validateDowntime,
    fieldOf: (path) =>
      path === 'from' || path.startsWith('from[')
        ? 'monitors'
        : path.startsWith('static_time_range')
          ? 'end'
          : path.startsWith('dynamic_time_range')
            ? 'days'
            : path === 'name' || path === 'description'
              ? path
              : undefined,
    keep: { kind: 'downtime', id: downtime?.id ?? `new:${monitorIds.join(',')}` },
    // Someone may change it meanwhile: read afresh (from the list, the service's one read of it) first.
    ...(downtime && {
      concurrent: {
        current: async () => {
          const { downtimes } = await queryClient.fetchQuery({ ...monitorQueries.downtimes(), ...FRESH });
          const now = downtimes.find((d) => d.id === downtime.id);
          return { draft: now ? draftOfDowntime(now, openedAt, display) : initial, version: undefined };
        },
      },
    }),
    send: (draft) => {
      const body = writeOfDowntime(draft, display, Date.now());
      return downtime
        ? replace.mutateAsync({ params: { path: { downtimeId: downtime.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      notify('success', downtime ? `Saved ${saved.name}` : `Scheduled ${saved.name}`);
      return navigate({ to: '/monitors/downtimes' });
    },
  });
  const settled = useDebounced(form.draft, 400);
  // The replay needs what it silences and when, not yet a name.
  const problems = validateDowntime(settled);
  const write = REPLAY_NEEDS.some((field) => problems[field])
    ? undefined
    : writeOfDowntime(settled, display, openedAt);
  const title = downtime ? `Edit ${downtime.name}` : 'New downtime';
  return (
    <div className="stack">
      <PageHeader
        title={title}
        lead="Hold or drop what monitors send during a window, replayed over their history before you save."
        actions={<Link to="/monitors/downtimes">All downtimes</Link>}
      />
      <div className={styles.editor}>
        <Form
          form={form}
          className="stack"
          label="Downtime"
          unsaved="this downtime"
          readOnly={permit.allowed ? undefined : permit.reason}
        >
          {monitors.error ? (
            <ErrorPanel
              error={monitors.error}
              action="load the monitors"
              onRetry={() => void monitors.refetch()}
            />
          ) : (
            <DowntimeFields form={form} monitors={monitors.data?.monitors ?? []} />
          )}
          {write && <Upcoming downtime={write} now={openedAt} />}
          {form.unplaced && (
            <ErrorPanel error={form.unplaced} action="save the downtime" onRetry={form.submit} />
          )}
          <NotSaved form={form} />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={form.pending}>
              {form.pending ? 'Saving…' : downtime ? 'Save downtime' : 'Schedule downtime'}
            </button>
          </div>
        </Form>
        <DowntimeReplay
          downtime={write}
          name={settled.name}
          monitors={monitors.data?.monitors ?? []}
          days={replayDays}
          onDays={onReplayDays}
          now={openedAt}
        />
      </div>
      {downtime && canDelete.allowed && <DeleteDowntime downtime={downtime} />}
    </div>
  );
}

/** The next windows on the person's clock; a change of summer time moves their hours, and this says so. */
function Upcoming({ downtime, now }: { downtime: DowntimeWrite; now: number }) {
  const display = useDisplaySettings();
  const windows = upcoming(downtime, now, 14).slice(0, 6);
  const clocks = new Set(clockTimesOf(windows, display));
  return (
    <section aria-labelledby="upcoming-heading" className="stack">
      <h2 id="upcoming-heading">Next windows</h2>
      {windows.length ? (
        <ul aria-labelledby="upcoming-heading">
          {windows.map((w) => (
            <li key={w.from}>{formatWindow(w.from, w.to, display)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None in the next 14 days.</p>
      )}
      {clocks.size > 1 && (
        <p role="note">
          Its hours move on your clock ({[...clocks].join(' then ')}, {zoneName(display.timeZone)}): summer
          time begins or ends, and the service keeps the window on the UTC clock.
        </p>
      )}
    </section>
  );
}

function DeleteDowntime({ downtime }: { downtime: Downtime }) {
  const remove = useDeleteDowntime();
  const navigate = useNavigate();
  return (
    <DeleteButton
      what="downtime"
      name={downtime.name}
      label="Delete downtime"
      remove={remove}
      variables={{ params: { path: { downtimeId: downtime.id } } }}
      onDeleted={() => void navigate({ to: '/monitors/downtimes' })}
    >
      <p>Its monitors send everything again from now, as if it had never been scheduled.</p>
    </DeleteButton>
  );
}
