import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { widgetAssistantStream } from '../../../api/assistants';
import { datasetQueries } from '../../../api/datasets';
import { AssistantTranscript } from '../../../components/assistant/assistant-transcript';
import { useAssistantStream } from '../../../components/assistant/use-assistant-stream';
import { Field } from '../../../components/form/field';
import { ShownText } from '../../../components/shown-text';
import type { WidgetDraft } from '../widget-form';
import { suggestionOf } from '../widget-suggestion';
import { WIDGET_TYPES } from '../widget-types/registry';
import styles from './dashboards.module.css';

const EXAMPLE = 'errors per service over the last day, as a bar chart';

/**
 * "Describe a widget": a sentence to the service's widget assistant, its reply streamed, and the widget
 * it suggests, which fills the form (and so its preview of real data) when the person uses it. The
 * conversation goes on in the same session; nothing is saved until the form is.
 */
export default function WidgetAssistant({
  initialAsk,
  onUse,
}: {
  /** A sentence typed on a dashboard: asked at once. */
  initialAsk?: string | undefined;
  onUse: (seed: Partial<WidgetDraft>) => void;
}) {
  const { transcript, ask, stop, live } = useAssistantStream();
  const logs = useQuery(datasetQueries.logs());
  const [sentence, setSentence] = useState(initialAsk ?? '');
  const [asked, setAsked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const ids = { input: useId(), heading: useId() };
  const send = (text: string) => {
    const userRequest = text.trim();
    if (!userRequest) return setProblem('Say what the widget should show, for example: ' + EXAMPLE + '.');
    if (userRequest.length > 2000) return setProblem('At most 2,000 characters.');
    setProblem(undefined);
    setAsked((before) => [...before, userRequest]);
    setSentence('');
    ask(
      widgetAssistantStream({
        userRequest,
        ...(transcript.sessionId ? { session_id: transcript.sessionId } : {}),
      }),
    );
  };
  // Asked once the editor has opened; a timer cleared on unmount, so React's strict mode (which mounts
  // twice in development) asks once too.
  useEffect(() => {
    if (!initialAsk) return;
    const timer = setTimeout(() => send(initialAsk), 0);
    return () => clearTimeout(timer);
    // Once, for the sentence the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialAsk]);
  const latest = transcript.queries.at(-1);
  const suggestion = latest ? suggestionOf(latest, logs.data?.logs ?? []) : undefined;
  return (
    <section aria-labelledby={ids.heading} className={`stack ${styles.assistant}`}>
      <h2 id={ids.heading}>Describe a widget</h2>
      {asked.length > 0 && (
        <ol className="plain-list" aria-label="You asked">
          {asked.map((text, i) => (
            <li key={i} className="muted">
              You: <ShownText text={text} />
            </li>
          ))}
        </ol>
      )}
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          send(sentence);
        }}
      >
        <Field
          id={ids.input}
          label={asked.length ? 'Ask for a change' : 'What should it show?'}
          problem={problem}
        >
          {(control) => (
            <input
              {...control}
              value={sentence}
              placeholder={asked.length ? 'as a pie chart instead' : EXAMPLE}
              onChange={(e) => setSentence(e.target.value)}
            />
          )}
        </Field>
        <div className="row">
          <button type="submit" className="button" disabled={live}>
            Ask
          </button>
        </div>
      </form>
      {transcript.status !== 'idle' && (
        <AssistantTranscript
          transcript={transcript}
          action="ask the widget assistant"
          onStop={stop}
          onRetry={() => asked.length && send(asked[asked.length - 1] as string)}
        >
          {suggestion && latest && (
            <div className="stack" style={{ gap: 4 }}>
              <p style={{ margin: 0 }}>
                Suggested: {WIDGET_TYPES[suggestion.type].label}
                {suggestion.typeFrom === 'shape' ? ' (from the query’s shape)' : ''} of{' '}
                <code>
                  <ShownText text={latest.query} />
                </code>
              </p>
              {suggestion.unknown.length > 0 && (
                <p className="muted" style={{ margin: 0 }}>
                  It names <ShownText text={suggestion.unknown.join(', ')} />, which is not among your
                  datasets: the form keeps the datasets it has.
                </p>
              )}
              <div className="row">
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => onUse(suggestion.seed)}
                >
                  Use this suggestion
                </button>
              </div>
            </div>
          )}
        </AssistantTranscript>
      )}
    </section>
  );
}
