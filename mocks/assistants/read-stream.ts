import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Every event of a text/event-stream body, for the mocks' own checks; rejects when the stream breaks. */
export async function readStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: EventSourceMessage) => void,
): Promise<void> {
  const parser = createParser({ onEvent: onMessage });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parser.feed(decoder.decode());
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
