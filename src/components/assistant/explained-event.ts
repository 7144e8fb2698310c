/** An error or warning event, by its exact place. */
export interface ExplainedEvent {
  logId: string;
  timestamp: number;
  /** Its exact digits: the live service's exceed 2^53. */
  sequence: string;
  /** Undefined where the service gave none (its context rows): the service then says if it explains it. */
  level: 'error' | 'warn' | undefined;
}

/** The event in a word: "error", "warning", or "event" when its level is not given. */
export const explainedWord = (event: ExplainedEvent) =>
  event.level === 'error' ? 'error' : event.level === 'warn' ? 'warning' : 'event';
