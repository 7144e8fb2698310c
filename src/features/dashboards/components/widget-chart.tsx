import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  Treemap,
  XAxis,
  YAxis,
} from 'recharts';
import type { components } from '../../../api/schema.gen';
import { formatTimestamp } from '../../../lib/time';
import { groupData, scoreData, seriesData } from '../widget-data';
import type { WidgetType } from '../model';
import styles from './dashboards.module.css';

type SearchResponse = components['schemas']['SearchResponse'];

const COLORS = [1, 2, 3, 4, 5, 6].map((i) => `var(--chart-${i})`);
const color = (i: number) => COLORS[i % COLORS.length] as string;
const number = (n: number | undefined) =>
  n === undefined ? '—' : n.toLocaleString('en', { maximumFractionDigits: Number.isInteger(n) ? 0 : 2 });
const clock = (t: number) => new Date(t).toISOString().slice(11, 16);
const axis = { stroke: 'var(--text-muted)', fontSize: 11 };
const tooltip = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' },
};

interface Props {
  type: WidgetType;
  response: SearchResponse;
  label: string;
  height?: number;
}

/**
 * Every widget type of the contract, drawn with recharts (its own chunk). Series arrive downsampled
 * (widget-data.ts); animations are off so fifty widgets paint at once. Each chart carries its label,
 * and the numbers behind it are in the tooltip and, for screen readers, in the chart's description.
 */
export default function WidgetChart({ type, response, label, height }: Props) {
  const groups = groupData(response);
  const grouped = response.groups_series?.some((g) => g.key) ?? false;
  const summary = grouped
    ? groups
        .slice(0, 5)
        .map((g) => `${g.name}: ${number(g.value)}`)
        .join('; ')
    : `${scoreData(response).label}: ${number(scoreData(response).value)}`;
  return (
    <figure
      className={styles.chart}
      style={height ? { height } : undefined}
      aria-label={label}
      data-widget-ready=""
    >
      <figcaption className="visually-hidden">
        {label}. {summary}
      </figcaption>
      <Chart type={type} response={response} grouped={grouped} />
    </figure>
  );
}

function Chart({
  type,
  response,
  grouped,
}: {
  type: WidgetType;
  response: SearchResponse;
  grouped: boolean;
}) {
  if (type === 'score') {
    const { label, value } = scoreData(response);
    const { rows, series } = seriesData(response);
    return (
      <div className={styles.score}>
        <span className={styles.scoreValue}>{number(value)}</span>
        <span className="muted">{label}</span>
        <ResponsiveContainer width="100%" height={40}>
          <AreaChart data={rows} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
            <Area
              dataKey={series[0] ?? ''}
              stroke={color(0)}
              fill={color(0)}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    );
  }

  if ((type === 'bar' || type === 'pie' || type === 'treemap' || type === 'top-list') && grouped) {
    const data = groupData(response);
    if (type === 'pie') {
      return (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={data} dataKey="value" nameKey="name" innerRadius="45%" isAnimationActive={false}>
              {data.map((d, i) => (
                <Cell key={d.name} fill={color(i)} />
              ))}
            </Pie>
            <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />
          </PieChart>
        </ResponsiveContainer>
      );
    }
    if (type === 'treemap') {
      return (
        <ResponsiveContainer width="100%" height="100%">
          <Treemap
            data={data.map((d, i) => ({ name: d.name, size: d.value, fill: color(i) }))}
            dataKey="size"
            nameKey="name"
            stroke="var(--surface)"
            isAnimationActive={false}
          >
            <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />
          </Treemap>
        </ResponsiveContainer>
      );
    }
    const horizontal = type === 'top-list';
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          {horizontal ? (
            <>
              <XAxis type="number" {...axis} />
              <YAxis type="category" dataKey="name" width={120} {...axis} />
            </>
          ) : (
            <>
              <XAxis dataKey="name" {...axis} />
              <YAxis width={48} {...axis} />
            </>
          )}
          <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />
          <Bar dataKey="value" fill={color(0)} isAnimationActive={false} name="value" />
        </BarChart>
      </ResponsiveContainer>
    );
  }

  const { rows, series } = seriesData(response);
  const common = {
    data: rows,
    margin: { top: 4, right: 8, bottom: 0, left: 0 },
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="t" tickFormatter={clock} minTickGap={40} {...axis} />
      <YAxis width={48} {...axis} />
      <Tooltip {...tooltip} labelFormatter={(t) => formatTimestamp(Number(t))} />
    </>
  );
  if (type === 'area') {
    return (
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Area
              key={s}
              dataKey={s}
              stackId="1"
              stroke={color(i)}
              fill={color(i)}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    );
  }
  if (type === 'bar') {
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Bar key={s} dataKey={s} stackId="1" fill={color(i)} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart {...common}>
        {axes}
        {series.map((s, i) => (
          <Line key={s} dataKey={s} stroke={color(i)} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
