import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { explainErrorStream } from '../../api/assistants';
import { zoneOffsetAt } from '../../lib/zone-offset';
import { readStatement } from '../../query-language/statement';
import { ShownText } from '../shown-text';
import { useDisplaySettings } from '../use-display-settings';
import { AssistantTranscript } from './assistant-transcript';
import { explainedWord, type ExplainedEvent } from './explained-event';
import styles from './assistant.module.css';
import { useAssistantStream } from './use-assistant-stream';

const DAY = 86_400_000;

/** The Logs search a report's query stands for: its filter over the event's dataset, the week before it. */
function searchOf(query: string, event: ExplainedEvent) {
  const statement = readStatement(query);
  return {
    ds: [event.logId],
    ...(statement.where ? { q: statement.where } : {}),
    ...(statement.select.length && statement.select.join() !== 'count(*)'
      ? { select: statement.select }
      : {}),
    ...(statement.groups.length ? { groups: statement.groups } : {}),
    from: event.timestamp - 7 * DAY,
    // To just after the event, as the report counted: the link shows the figures it read.
    to: event.timestamp + 1,
  };
}

/**
 * "Explain this error": the service's report on the event, asked as the panel opens and streamed into
 * place, with the searches it ran offered as one click each.
 */
export default function ExplainPanel({ event }: { event: ExplainedEvent }) {
  const { transcript, ask, stop } = useAssistantStream();
  const display = useDisplaySettings();
  const heading = useId();
  const what = explainedWord(event);
  const start = () =>
    ask(
      explainErrorStream({
        logId: event.logId,
        timestamp: event.timestamp,
        sequence: event.sequence,
        zone_offset: zoneOffsetAt(event.timestamp, display),
      }),
    );
  // Asked once the panel has opened; a timer cleared on unmount, so React's strict mode (which mounts
  // twice in development) asks once too.
  useEffect(() => {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
    // Once, as the panel opens for its event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby={heading} className="stack">
      <h3 id={heading} className={styles.heading}>
        Explanation of this {what}
      </h3>
      <AssistantTranscript
        transcript={transcript}
        action={`explain this ${what}`}
        onStop={stop}
        onRetry={start}
      >
        {transcript.queries.length > 0 && (
          <div>
            <p className="muted" style={{ margin: 0 }}>
              Searches the report ran:
            </p>
            <ul className={styles.queries}>
              {transcript.queries.map((q, i) => (
                <li key={i}>
                  <Link to="/search" search={searchOf(q.query, event)} className={styles.query}>
                    <ShownText text={q.query} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </AssistantTranscript>
    </section>
  );
}
