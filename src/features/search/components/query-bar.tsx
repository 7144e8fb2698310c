import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isEdited, type QueryDraftStore } from '../query-draft';
import styles from './search-page.module.css';
import { EditorPlaceholder } from '../../../components/query-editor/editor-placeholder';
import { afterFirstAnswers } from '../../../components/after-first-answers';
import { Icon } from '../../../components/icon';

// The editor (CodeMirror, about 100 kB) comes once the first results are drawn; its stand-in shows the
// same text in the same place until then.
const QueryEditor = afterFirstAnswers(() =>
  import('../../../components/query-editor/dataset-query-editor').then((m) => m.default),
);
/** What the empty editor shows, and its stand-in while the editor's chunk loads. */
// Read as an example, not as a query already typed: it says so, in italics (the editor's style).
const PLACEHOLDER = "For example: status_code >= 500 AND path LIKE '/api/%'  ·  Ctrl+Enter runs";

interface Props {
  /** The query that ran (from the URL). */
  q: string | undefined;
  /** The editor's text, which every control that runs a search takes (query-draft.ts). */
  draft: QueryDraftStore;
  onRun: () => void;
  /** The dataset whose keys and values the editor completes. */
  logId: string | undefined;
}

/**
 * The query being typed. A keystroke re-renders the editor and this bar only, never the results.
 * While the editor shows something other than what ran, the bar says so, with a way back.
 */
export function QueryBar({ q, draft, onRun, logId }: Props) {
  // The URL changed (a run, Back, a link, a filter click): the editor follows it.
  useEffect(() => draft.ran(q), [draft, q]);
  const current = useSyncExternalStore(draft.subscribe, draft.get);
  const row = useRef<HTMLDivElement>(null);
  useEffect(
    () => draft.onRefused(() => row.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus()),
    [draft],
  );
  const edited = isEdited(current);
  return (
    <div className={styles.queryRow} ref={row}>
      <QueryEditor
        standIn={<EditorPlaceholder value={current.text} placeholder={PLACEHOLDER} />}
        value={current.text}
        onChange={draft.type}
        onRun={onRun}
        label="Query (where)"
        logId={logId}
        placeholder={PLACEHOLDER}
      />
      <button type="button" className="button button-primary" onClick={onRun}>
        <Icon name="play" size={14} />
        Run
      </button>
      <div className={styles.queryState} role="status">
        {current.refused ? (
          <span className="field-error">
            Not run: the query has a problem ({current.refused}). Fix it or undo the edit.
          </span>
        ) : edited ? (
          <span className={styles.editedMark}>
            Edited, not run yet: the results are for the query that ran.
          </span>
        ) : null}
        {edited && (
          <button type="button" className="button" onClick={draft.undo}>
            Undo the edit
          </button>
        )}
      </div>
    </div>
  );
}
