import type { StreamOpener } from './assistant-stream';
import { fetchClient } from './client';
import type { operations } from './schema.gen';

type ExplainQuery = operations['explainError']['parameters']['query'];
type WidgetQuery = operations['widgetCreationAssistant']['parameters']['query'];

const headers = (lastEventId: string | undefined) => ({
  Accept: 'text/event-stream',
  ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
});

function bodyOf(data: ReadableStream<Uint8Array> | null | undefined): ReadableStream<Uint8Array> {
  if (!data) throw new TypeError('The service answered without a stream.');
  return data;
}

/** The service's report on one error or warning event, named by its exact place. */
export const explainErrorStream =
  (query: ExplainQuery): StreamOpener =>
  async ({ signal, lastEventId }) =>
    bodyOf(
      (
        await fetchClient.GET('/explain-error', {
          params: { query },
          parseAs: 'stream',
          signal,
          headers: headers(lastEventId),
        })
      ).data,
    );

/** The widget assistant's reply to one sentence, in the conversation `session_id` names. */
export const widgetAssistantStream =
  (query: WidgetQuery): StreamOpener =>
  async ({ signal, lastEventId }) =>
    bodyOf(
      (
        await fetchClient.GET('/widget-creation-assistant', {
          params: { query },
          parseAs: 'stream',
          signal,
          headers: headers(lastEventId),
        })
      ).data,
    );
