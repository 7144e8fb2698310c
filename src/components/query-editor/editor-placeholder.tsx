import styles from './editor-placeholder.module.css';

/**
 * What stands where a query editor will be while its chunk loads: the editor's frame showing what
 * the editor will (its text, else its placeholder), wrapped as the editor wraps it, and its problem
 * line, so nothing below moves when the editor arrives (on a phone the placeholder takes two lines).
 */
export function EditorPlaceholder({ value, placeholder }: { value: string; placeholder?: string }) {
  return (
    <div className={styles.wrapper}>
      <div className={styles.frame}>
        <span className={value ? styles.line : `${styles.line} ${styles.muted}`} aria-hidden="true">
          {value || placeholder || '\u00a0'}
        </span>
        <span className="visually-hidden">Loading the editor…</span>
      </div>
      <p className={styles.problem} />
    </div>
  );
}
