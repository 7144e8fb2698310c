import type { AssistantEvent, StreamEnd, StreamNotice } from '../../api/assistant-stream';
import type { ApiError } from '../../api/errors';

/** A piece of the reply in the order it came: the reply's text, or an event the console does not know. */
type Part = { kind: 'text'; text: string } | { kind: 'other'; label: string; text: string };

/** A query the assistant ran, with what it answered. */
type AssistantQuery = Pick<AssistantEvent, 'query' | 'widget_type' | 'groups_series' | 'totals'> & {
  query: string;
};

export interface Transcript {
  status:
    | 'idle'
    | 'streaming'
    | 'waiting'
    | 'reconnecting'
    | 'completed'
    | 'failed'
    | 'stopped'
    | 'dropped'
    | 'refused';
  /** The service's latest loading message, while it works. */
  loading?: string;
  parts: Part[];
  queries: AssistantQuery[];
  sessionId?: string;
  /** When a 429's wait ends. */
  waitUntil?: number;
  /**
   * A reconnection the service could not resume (no event ids): it starts over, so what is shown is
   * replaced once the new reply begins, and kept until then.
   */
  restarting?: boolean;
  /** The service's ERROR message. */
  failure?: string;
  error?: ApiError;
}

export const EMPTY: Transcript = { status: 'idle', parts: [], queries: [] };

/** Whether the stream is still going: answering, waiting out a 429 or reconnecting. */
export const isLive = (t: Transcript) =>
  t.status === 'streaming' || t.status === 'waiting' || t.status === 'reconnecting';

function appendText(parts: Part[], text: string): Part[] {
  const last = parts[parts.length - 1];
  if (last?.kind === 'text') return [...parts.slice(0, -1), { kind: 'text', text: last.text + text }];
  return [...parts, { kind: 'text', text }];
}

function withEvent(state: Transcript, event: AssistantEvent): Transcript {
  const fresh = state.restarting ? { ...state, parts: [], queries: [], restarting: false } : state;
  const next: Transcript = {
    ...fresh,
    status: 'streaming',
    ...(event.session_id ? { sessionId: event.session_id } : {}),
  };
  switch (event.type) {
    case 'LOADING_MESSAGE':
      return {
        ...state,
        status: 'streaming',
        ...(event.message ? { loading: event.message } : {}),
        ...(event.session_id ? { sessionId: event.session_id } : {}),
      };
    case 'AI_RESPONSE_DELTA':
      return { ...next, parts: appendText(next.parts, event.message ?? '') };
    case 'QUERY_RESPONSE':
      return event.query ? { ...next, queries: [...next.queries, { ...event, query: event.query }] } : next;
    case 'RESPONSE_COMPLETED':
    case 'ERROR':
      return { ...state, ...(event.session_id ? { sessionId: event.session_id } : {}) };
    default: {
      // A type the console does not know: its text, labelled with its type, in its place.
      const text = event.message ?? JSON.stringify(event);
      return { ...next, parts: [...next.parts, { kind: 'other', label: event.type, text }] };
    }
  }
}

/** The transcript after one thing that happened on the stream. */
export function reduceNotice(state: Transcript, notice: StreamNotice): Transcript {
  switch (notice.kind) {
    case 'event':
      return withEvent(state, notice.event);
    case 'text':
      return {
        ...state,
        status: 'streaming',
        parts: [...state.parts, { kind: 'other', label: notice.type ?? 'Message', text: notice.text }],
      };
    case 'reconnecting':
      return { ...state, status: 'reconnecting', restarting: !notice.resumed };
    case 'waiting':
      return { ...state, status: 'waiting', waitUntil: notice.until };
  }
}

/** The transcript once the stream ended: what arrived is kept, whatever the end. */
export function reduceEnd(state: Transcript, end: StreamEnd): Transcript {
  const { loading: _loading, waitUntil: _wait, restarting: _restart, ...kept } = state;
  switch (end.kind) {
    case 'completed':
    case 'stopped':
    case 'dropped':
      return { ...kept, status: end.kind };
    case 'failed':
      return { ...kept, status: 'failed', failure: end.message };
    case 'refused':
      return { ...kept, status: 'refused', error: end.error };
  }
}
