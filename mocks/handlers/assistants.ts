import type { Context, Implementations } from '../framework';
import { explainReport } from '../assistants/explain-report';
import { deltas, eventStream, type AssistantEvent } from '../assistants/sse';
import { readSentence, statementOf, type Suggestion } from '../assistants/widget-grammar';
import type { DatasetSpec } from '../engine/catalogue';
import { MINUTE } from '../engine/generator';
import { datasetsOf } from './datasets';

const TYPE_WORDS: Record<Suggestion['type'], string> = {
  line: 'A line chart',
  area: 'An area chart',
  bar: 'A bar chart',
  score: 'A single number',
  pie: 'A pie chart',
  treemap: 'A treemap',
  'top-list': 'A top list',
};

/** A dataset's keys, read from its latest events (an hour back at most, for a quiet one). */
function keysOf(ctx: Context<'widgetCreationAssistant'>, spec: DatasetSpec) {
  const incidents = ctx.engine.incidents();
  const last = Math.floor(ctx.db.now() / MINUTE) - 1;
  for (let minute = last; minute > last - 60; minute--) {
    const events = ctx.engine.cache.get(spec, minute, incidents, false);
    if (!events.length) continue;
    const all = new Set<string>();
    const numeric = new Set<string>();
    for (const e of events)
      for (const [key, value] of Object.entries({ ...e.kvs, ...e.attrs })) {
        all.add(key);
        if (typeof value === 'number') numeric.add(key);
      }
    return { all: [...all], numeric: [...numeric] };
  }
  return { all: [], numeric: [] };
}

/**
 * The demo's stand-in for the widget assistant: the sentence read by a small grammar over the
 * dataset's keys and the console's chart kinds, on top of the session's last suggestion; the query
 * run over the last day, its series sent with it.
 */
async function widgetReply(ctx: Context<'widgetCreationAssistant'>): Promise<AssistantEvent[]> {
  const sentence = ctx.query.get('userRequest') ?? '';
  const sent = ctx.query.get('session_id');
  const sessions = ctx.streams.sessions;
  const sessionId = sent && sessions.has(sent) ? sent : crypto.randomUUID();
  const datasets = datasetsOf(ctx.db, ctx.caller);
  const base = sessions.get(sessionId) as Suggestion | undefined;
  const suggestion = readSentence(sentence, base, datasets, (spec) => keysOf(ctx, spec));
  sessions.set(sessionId, suggestion);
  const spec = datasets.find((d) => d.id === suggestion.logId) as DatasetSpec;
  const name = `${spec.collection}/${spec.dataset}`;
  const answer = await ctx.searcher(
    {
      from: [spec.id],
      where: suggestion.where,
      select: [suggestion.select],
      ...(suggestion.groups.length ? { groups: suggestion.groups } : {}),
      time_range: 'Last 24 hours',
      num_of_slices: 24,
    },
    datasets,
  );
  const by = suggestion.groups.length ? ` per ${suggestion.groups.join(', ')}` : '';
  const only = suggestion.where ? `, only events where ${suggestion.where}` : '';
  const reply = [
    `${TYPE_WORDS[suggestion.type]} of ${suggestion.select}${by} in ${name}${only}.`,
    base ? 'I kept what you asked for before and changed what you named.' : '',
    "The dashboard's time range sets the window; the preview shows the last day.",
  ]
    .filter(Boolean)
    .join(' ');
  return [
    { type: 'LOADING_MESSAGE', message: `Reading the keys of ${name}…`, session_id: sessionId },
    ...deltas(reply),
    {
      type: 'QUERY_RESPONSE',
      query: statementOf(suggestion, name),
      widget_type: suggestion.type,
      session_id: sessionId,
      ...(suggestion.groups.length
        ? { groups_series: answer.groups_series ?? [] }
        : { totals: { timeseries: answer.groups_series?.[0]?.timeseries ?? [] } }),
    },
    { type: 'RESPONSE_COMPLETED', session_id: sessionId },
  ];
}

export const assistantHandlers: Implementations = {
  explainError: async (ctx) =>
    eventStream(await explainReport(ctx), ctx.request, ctx.streams, ctx.profile.streamEvent),
  widgetCreationAssistant: async (ctx) =>
    eventStream(await widgetReply(ctx), ctx.request, ctx.streams, ctx.profile.streamEvent),
};
