import styles from './editor-placeholder.module.css';

/**
 * What stands where a query editor will be while its chunk loads: the editor's own frame and its
 * problem line, so nothing below moves when the editor arrives.
 */
export function EditorPlaceholder() {
  return (
    <div className={styles.wrapper}>
      <div className={styles.frame}>Loading the editor…</div>
      <p className={styles.problem} />
    </div>
  );
}
