import { useState } from 'react';
import { useElementSize, type Size } from '../../../components/use-element-size';
import styles from '../components/dashboards.module.css';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

/**
 * A chart drawn at its measured size, its label and numbers in words; tooltips mount on the first
 * pointer or focus (each one measures itself).
 */
export function ChartFrame({
  label,
  summary,
  height,
  clickable,
  children,
}: {
  label: string;
  summary: string;
  height?: number | undefined;
  clickable: boolean;
  children: (size: Size, tooltips: boolean) => React.ReactNode;
}) {
  const [tooltips, setTooltips] = useState(false);
  const wake = () => setTooltips(true);
  const [ref, size] = useElementSize<HTMLElement>();
  return (
    <figure
      className={styles.chart}
      style={height ? { height } : undefined}
      aria-label={namedText(label)}
      // Set once the chart has drawn at its measured size: what tests and benchmarks wait for.
      data-widget-ready={size ? '' : undefined}
      onPointerEnter={wake}
      onFocus={wake}
      ref={ref}
    >
      <figcaption className="visually-hidden">
        <ShownText text={`${label}. ${summary}`} />
        {clickable ? '. Click a group to open its events in Logs.' : ''}
      </figcaption>
      {size && size.width > 0 && children(size, tooltips)}
    </figure>
  );
}
