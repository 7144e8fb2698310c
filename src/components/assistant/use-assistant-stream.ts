import { useCallback, useEffect, useRef, useState } from 'react';
import { runAssistantStream, type StreamOpener } from '../../api/assistant-stream';
import { EMPTY, isLive, reduceEnd, reduceNotice, type Transcript } from './transcript';

/**
 * One assistant conversation turn at a time: `ask` streams a reply into the transcript (a new ask
 * stops the one before), `stop` ends it keeping what arrived, and leaving the page stops it.
 */
export function useAssistantStream() {
  const [transcript, setTranscript] = useState<Transcript>(EMPTY);
  const running = useRef<AbortController | null>(null);
  const stop = useCallback(() => running.current?.abort(), []);
  useEffect(() => stop, [stop]);
  const ask = useCallback((open: StreamOpener) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setTranscript((before) => ({
      ...EMPTY,
      status: 'streaming',
      ...(before.sessionId ? { sessionId: before.sessionId } : {}),
    }));
    void runAssistantStream(
      open,
      (notice) => {
        if (running.current === controller) setTranscript((t) => reduceNotice(t, notice));
      },
      controller.signal,
    ).then((end) => {
      if (running.current !== controller) return;
      running.current = null;
      setTranscript((t) => reduceEnd(t, end));
    });
  }, []);
  return { transcript, ask, stop, live: isLive(transcript) };
}
