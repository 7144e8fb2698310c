import { formatBytes } from '../../lib/units';
import type { ValueUnit } from './value-units';

export { VALUE_UNIT_NAMES, VALUE_UNITS, type ValueUnit } from './value-units';

/**
 * The unit an aggregate's name suggests: count(*) counts, a field named for bytes or size holds bytes,
 * one named for latency, duration or _ms holds milliseconds. A person can always choose instead.
 */
export function unitOfStat(stat: string | undefined): Exclude<ValueUnit, 'auto'> {
  const text = (stat ?? '').toLowerCase();
  if (/^count\(/.test(text)) return 'count';
  if (/bytes|size/.test(text)) return 'bytes';
  if (/latency|duration|_ms\b|ms\)|elapsed/.test(text)) return 'ms';
  if (/percent|pct|ratio/.test(text)) return 'percent';
  return 'none';
}

export const resolveUnit = (unit: ValueUnit | undefined, stat: string | undefined) =>
  !unit || unit === 'auto' ? unitOfStat(stat) : unit;

const formats = new Map<string, Intl.NumberFormat>();
/** Formatters made once per shape: building one per number is what a chart of 2,000 points cannot afford. */
function numberFormat(maximumFractionDigits: number, compact = false): Intl.NumberFormat {
  const key = `${maximumFractionDigits}:${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en', {
      maximumFractionDigits,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

function duration(ms: number, decimals: number | undefined, compact: boolean): string {
  const abs = Math.abs(ms);
  if (abs >= 60_000) return `${numberFormat(compact ? 1 : (decimals ?? 1)).format(ms / 60_000)} min`;
  if (abs >= 1000) return `${numberFormat(compact ? 1 : (decimals ?? 2)).format(ms / 1000)} s`;
  return `${numberFormat(compact ? 0 : (decimals ?? 1)).format(ms)} ms`;
}

/** A value for a tooltip, a table or a score: full precision in its unit ("1,234", "12.4 MB", "250 ms"). */
export function formatValue(value: number | undefined, unit: ValueUnit, decimals?: number): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'ms':
      return duration(value, decimals, false);
    case 'percent':
      return `${numberFormat(decimals ?? 1).format(value)}%`;
    case 'count':
      return numberFormat(decimals ?? 0).format(value);
    default:
      return numberFormat(decimals ?? 2).format(value);
  }
}

/** A value on an axis: short enough never to be clipped ("12K", "1.2 GB", "1.5 s"). */
export function formatAxisValue(value: number, unit: ValueUnit): string {
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'ms':
      return duration(value, undefined, true);
    case 'percent':
      return `${numberFormat(0, true).format(value)}%`;
    default:
      return numberFormat(1, true).format(value);
  }
}
