import { chartAxis, chartGrid, chartTooltip, timeAxisProps } from '../../../components/charts/chart-theme';
import { MeasuredFigure } from '../../../components/charts/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import { MAX_BARS, rebucket } from '../../../lib/downsample';
import { formatWindow } from '../../../lib/time';

/** The chart's height: the page's histogram row reserves it (search-page.module.css) before it arrives. */
const HISTOGRAM_HEIGHT = 112;

export interface HistogramPoint {
  t: number;
  count: number;
}

/**
 * Matching events over time. Dragging across it selects a window to zoom into (the browser's Back
 * undoes it, as the window lives in the URL). Long series are summed into at most 240 bars.
 */
export default function Histogram({
  points,
  onZoom,
  label,
  within,
}: {
  points: HistogramPoint[];
  onZoom: (from: number, to: number) => void;
  label: string;
  /** The window searched: bars the clock cut across its ends count, name and zoom to what is within it. */
  within: { from: number; to: number };
}) {
  const display = useDisplaySettings();
  // The drag is read where the button comes up, which can be before React draws the last move: the ref
  // holds it as it is, the state draws it.
  const dragRef = useRef<{ start: number; end: number } | null>(null);
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  const track = (next: { start: number; end: number } | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  // Counts are summed into wider bars, never dropped: the chart's total stays the search's total.
  const data = rebucket(points, MAX_BARS);
  const width = data.length > 1 ? (data[1] as HistogramPoint).t - (data[0] as HistogramPoint).t : 60_000;
  const clamp = (from: number, to: number) => [Math.max(from, within.from), Math.min(to, within.to)] as const;

  return (
    <MeasuredFigure
      label={label}
      caption={`${label}. Drag across the chart to zoom into a time window.`}
      height={HISTOGRAM_HEIGHT}
    >
      {(size) => (
        <BarChart
          width={size.width}
          height={size.height}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          // Moves are handled as they come, not once a frame: a quick drag released before the next
          // frame ends where the mouse let go.
          throttledEvents={[]}
          onMouseDown={(e) =>
            e?.activeLabel !== undefined &&
            track({ start: Number(e.activeLabel), end: Number(e.activeLabel) })
          }
          onMouseMove={(e) => {
            const current = dragRef.current;
            if (current && e?.activeLabel !== undefined) track({ ...current, end: Number(e.activeLabel) });
          }}
          onMouseUp={(e) => {
            const current = dragRef.current;
            const end = e?.activeLabel !== undefined ? Number(e.activeLabel) : current?.end;
            if (current && end !== undefined && current.start !== end)
              onZoom(...clamp(Math.min(current.start, end), Math.max(current.start, end) + width));
            track(null);
          }}
        >
          <CartesianGrid {...chartGrid} />
          <XAxis
            dataKey="t"
            type="category"
            {...timeAxisProps(
              data.map((p) => p.t),
              size.width,
              display,
              width,
            )}
          />
          <YAxis allowDecimals={false} width={44} {...chartAxis} />
          <Tooltip
            // A bar is the window a drag across it zooms into, to the second.
            labelFormatter={(t) => formatWindow(...clamp(Number(t), Number(t) + width), display)}
            formatter={(value) => [value, 'events']}
            contentStyle={chartTooltip}
          />
          <Bar dataKey="count" fill="var(--accent)" isAnimationActive={false} />
          {drag && <ReferenceArea x1={drag.start} x2={drag.end} fill="var(--accent)" fillOpacity={0.2} />}
        </BarChart>
      )}
    </MeasuredFigure>
  );
}
