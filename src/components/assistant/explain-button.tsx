import { lazy, Suspense, useState } from 'react';
import { Icon } from '../icon';
import { Loading } from '../loading';
import { explainedWord, type ExplainedEvent } from './explained-event';

// The stream reader and the report's panel load when asked for, not with the page that offers them.
const ExplainPanel = lazy(() => import('./explain-panel'));

/** "Explain this error", and the report in its place once asked; `open` asks at once (a page opened to explain). */
export function ExplainButton({ event, open = false }: { event: ExplainedEvent; open?: boolean }) {
  const [asked, setAsked] = useState(open);
  if (!asked)
    return (
      <button type="button" className="button" onClick={() => setAsked(true)}>
        <Icon name="sparkles" size={14} /> Explain this {explainedWord(event)}
      </button>
    );
  return (
    <Suspense fallback={<Loading what="the assistant" />}>
      <ExplainPanel event={event} />
    </Suspense>
  );
}
