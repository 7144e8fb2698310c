import { patternFilter } from '../../src/query-language/filters';
import { badRequest } from '../http-errors';
import type { Context } from '../framework';
import { MINUTE } from '../engine/generator';
import type { LogEvent } from '../engine/event';
import { patternsOf } from '../engine/patterns';
import { datasetsOf } from '../handlers/datasets';
import { deltas, type AssistantEvent } from './sse';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** How far either side of the event "beside it" reaches. */
const BESIDE = 5 * MINUTE;

type Ctx = Context<'explainError'>;

/** A time as the report writes it, on the reader's clock: "2026-12-01 14:02 (+01:00)". */
function onClock(ms: number, offset: string | null): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const shown = new Date(ms + minutes * MINUTE).toISOString().slice(0, 16).replace('T', ' ');
  return `${shown} (${match ? (offset as string) : 'UTC'})`;
}

const count = (n: number) => n.toLocaleString('en');

/** The event the request names, by its exact place; 400 when no such event exists. */
function eventOf(ctx: Ctx) {
  const logId = ctx.query.get('logId') ?? '';
  const timestamp = Number(ctx.query.get('timestamp'));
  const sequence = ctx.query.get('sequence') ?? '';
  const spec = datasetsOf(ctx.db, ctx.caller).find((d) => d.id === logId);
  if (!spec) throw badRequest(`Invalid request: logId: no dataset ${logId} exists here.`);
  const event = ctx.engine.cache
    .get(spec, Math.floor(timestamp / MINUTE), ctx.engine.incidents())
    .find((e) => e.timestamp === timestamp && String(e.sequence) === sequence);
  if (!event)
    throw badRequest(
      `Invalid request: no event of ${spec.collection}/${spec.dataset} at ${timestamp} has sequence ${sequence}.`,
    );
  if (event.level !== 'error' && event.level !== 'warn')
    throw badRequest(
      `Invalid request: the event is at level ${event.level}; only errors and warnings are explained.`,
    );
  return { spec, event };
}

/** The other error and warning patterns of the dataset within five minutes of the event. */
function besideOf(ctx: Ctx, event: LogEvent, template: string, spec: ReturnType<typeof eventOf>['spec']) {
  const incidents = ctx.engine.incidents();
  const near: LogEvent[] = [];
  for (let m = Math.floor((event.timestamp - BESIDE) / MINUTE); m * MINUTE <= event.timestamp + BESIDE; m++)
    for (const e of ctx.engine.cache.get(spec, m, incidents))
      if (Math.abs(e.timestamp - event.timestamp) <= BESIDE && (e.level === 'error' || e.level === 'warn'))
        near.push(e);
  return patternsOf(near, 10)
    .filter((p) => p.template !== template)
    .slice(0, 3);
}

/**
 * The demo's stand-in for the service's report on an event, built from the data alone: the event's
 * pattern, how often it occurred in the 7 days before it and when it began, the dataset's errors and
 * warnings in the hour before it against the same hour a day earlier, and the other errors beside it.
 * Each figure comes from a search of the engine, sent as the query the report ran.
 */
export async function explainReport(ctx: Ctx): Promise<AssistantEvent[]> {
  const { spec, event } = eventOf(ctx);
  const name = `${spec.collection}/${spec.dataset}`;
  const offset = ctx.query.get('zone_offset');
  const template = patternsOf([event])[0]?.template ?? event.raw;
  const where = patternFilter(template);
  const catalogue = datasetsOf(ctx.db, ctx.caller);
  const search = (body: Parameters<Ctx['searcher']>[0]) => ctx.searcher(body, catalogue);
  const week = { from_ts: event.timestamp - WEEK, to_ts: event.timestamp + 1 };
  const daily = await search({ from: [spec.id], where, select: ['count(*)'], ...week, num_of_slices: 7 });
  const times = Number(daily.groups_series?.[0]?.value ?? 0);
  const days = (daily.groups_series?.[0]?.timeseries ?? []).filter((s) => Number(s.count) > 0).length;
  const oldest = await search({
    from: [spec.id],
    where,
    select: ['@raw'],
    ...week,
    limit: 1,
    most_recent_first: false,
  });
  const began = Number(oldest.events?.[0]?.metadata?.timestamp ?? event.timestamp);
  const loud = "level = 'error' OR level = 'warn'";
  const hourBefore = { from_ts: event.timestamp - HOUR, to_ts: event.timestamp + 1 };
  const dayEarlier = { from_ts: hourBefore.from_ts - DAY, to_ts: hourBefore.to_ts - DAY };
  const now = await search({
    from: [spec.id],
    where: loud,
    select: ['count(*)'],
    ...hourBefore,
    num_of_slices: 6,
  });
  const then = await search({
    from: [spec.id],
    where: loud,
    select: ['count(*)'],
    ...dayEarlier,
    num_of_slices: 6,
  });
  const [loudNow, loudThen] = [now, then].map((a) => Number(a.groups_series?.[0]?.value ?? 0)) as [
    number,
    number,
  ];
  const beside = besideOf(ctx, event, template, spec);

  const level = event.level === 'error' ? 'error' : 'warning';
  const change =
    loudThen === 0
      ? loudNow > 0
        ? 'none in the same hour a day earlier'
        : 'none a day earlier either'
      : `${count(loudThen)} in the same hour a day earlier (${(loudNow / loudThen).toFixed(1)} times as many)`;
  const text = [
    `This ${level} of ${name} follows the pattern: ${template}`,
    `How often: ${count(times)} times in the 7 days before it, on ${days} of those days. The first was at ${onClock(began, offset)}${began === event.timestamp ? ', this event itself' : ''}.`,
    `What changed around it: ${count(loudNow)} errors and warnings in ${name} in the hour before it, against ${change}.`,
    beside.length
      ? `Beside it, within 5 minutes: ${beside.map((p) => `${p.template} (${count(p.count ?? 0)})`).join('; ')}.`
      : 'Beside it, within 5 minutes: no other errors or warnings in this dataset.',
    'The searches below are the ones this report ran.',
  ].join('\n\n');
  const statement = (w: string) => `SELECT count(*) FROM ${name} WHERE ${w}`;
  return [
    { type: 'LOADING_MESSAGE', message: `Reading ${name} around the event…` },
    { type: 'QUERY_RESPONSE', query: statement(where), groups_series: daily.groups_series ?? [] },
    { type: 'LOADING_MESSAGE', message: 'Comparing with the day before…' },
    { type: 'QUERY_RESPONSE', query: statement(loud), groups_series: now.groups_series ?? [] },
    ...deltas(text),
    { type: 'RESPONSE_COMPLETED' },
  ];
}
