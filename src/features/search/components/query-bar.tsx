import { Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styles from './search-page.module.css';

const QueryEditor = lazy(() => import('../../../components/query-editor/dataset-query-editor'));

interface Props {
  /** The query the page runs (from the URL). */
  q: string | undefined;
  onRun: (q: string | undefined) => void;
  /** The dataset whose keys and values the editor completes. */
  logId: string | undefined;
}

/**
 * The query being typed lives here, not in the page: a keystroke re-renders the editor and its
 * button only, never the results. Nothing is sent while the editor shows a problem.
 */
export function QueryBar({ q, onRun, logId }: Props) {
  const [draft, setDraft] = useState(q ?? '');
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    // The URL changed under us (Back, a link, a filter click): the editor follows it.
    setShown(q);
    setDraft(q ?? '');
  }
  // The check that keeps a query with a problem from being sent comes with the editor's code (which
  // shows the problem), not with the page's first paint: until the editor is there, nothing was typed.
  const run = () =>
    void import('../../../components/query-editor/analysis').then(({ findProblem }) => {
      if (!findProblem(draft)) onRun(draft.trim() || undefined);
    });
  return (
    <div className={styles.queryRow}>
      <Suspense fallback={<div className={styles.editorPlaceholder}>Loading the editor…</div>}>
        <QueryEditor
          value={draft}
          onChange={setDraft}
          onRun={run}
          label="Query (where)"
          logId={logId}
          placeholder="status_code >= 500 AND path LIKE '/api/%'  ·  Ctrl+Enter runs"
        />
      </Suspense>
      <button type="button" className="button button-primary" onClick={run}>
        <Play size={14} aria-hidden="true" />
        Run
      </button>
    </div>
  );
}
