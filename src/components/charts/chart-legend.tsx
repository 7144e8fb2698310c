import styles from './charts.module.css';
import { namedText } from '../../lib/visible-text';
import { ShownText } from '../shown-text';

export interface LegendItem {
  key: string;
  name: string;
  color: string;
}

const NAME_CHARS = 28;

/**
 * The series of a chart, named, in their colours. With `onToggle`, each is a button that hides or shows
 * its series (aria-pressed says which); a long name is cut with its whole text on hover.
 */
export function ChartLegend({
  items,
  hidden,
  onToggle,
  label,
}: {
  items: LegendItem[];
  hidden?: ReadonlySet<string>;
  onToggle?: (key: string) => void;
  label: string;
}) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map((item) => {
        const off = hidden?.has(item.key) ?? false;
        const name = item.name.length > NAME_CHARS ? `${item.name.slice(0, NAME_CHARS - 1)}…` : item.name;
        const content = (
          <>
            <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
            <span className={styles.legendName}>
              <ShownText text={name} />
            </span>
          </>
        );
        return (
          <li key={item.key} title={namedText(item.name)} data-off={off || undefined}>
            {onToggle ? (
              <button
                type="button"
                aria-pressed={!off}
                aria-label={`${namedText(item.name)}: ${off ? 'hidden, show it' : 'shown, hide it'}`}
                onClick={() => onToggle(item.key)}
              >
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
