/** Byte units as the service bills them: decimal (1 GB = 10^9 bytes). */
export const BYTE_UNITS = [
  { unit: 'MB', bytes: 1e6 },
  { unit: 'GB', bytes: 1e9 },
  { unit: 'TB', bytes: 1e12 },
] as const;

export type ByteUnit = (typeof BYTE_UNITS)[number]['unit'];

const factor = (unit: ByteUnit) => BYTE_UNITS.find((u) => u.unit === unit)?.bytes ?? 1;

/** Bytes of an amount in a unit, whole (the service counts bytes). */
export const toBytes = (amount: number, unit: ByteUnit) => Math.round(amount * factor(unit));

/** The largest unit that shows `bytes` as at least 1, to three decimals: 500 GB, not 0.5 TB. */
export function inHumanUnit(bytes: number): { amount: number; unit: ByteUnit } {
  const best = [...BYTE_UNITS].reverse().find((u) => bytes >= u.bytes) ?? BYTE_UNITS[0];
  return { amount: Number((bytes / best.bytes).toFixed(3)), unit: best.unit };
}

const number = (n: number, digits: number) => n.toLocaleString('en', { maximumFractionDigits: digits });

/** "1.24 GB", "830 MB", "12 kB", "0 B": three significant figures or so. */
export function formatBytes(bytes: number): string {
  const abs = Math.abs(bytes);
  if (abs < 1e3) return `${number(bytes, 0)} B`;
  if (abs < 1e6) return `${number(bytes / 1e3, abs < 1e4 ? 1 : 0)} kB`;
  const unit = [...BYTE_UNITS].reverse().find((u) => abs >= u.bytes) ?? BYTE_UNITS[0];
  const value = bytes / unit.bytes;
  return `${number(value, Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0)} ${unit.unit}`;
}

/** A share as a percentage that never reads 0% when something was used: "0.07%", "12.5%", "140%". */
export function formatPercent(ratio: number): string {
  const percent = ratio * 100;
  if (percent === 0) return '0%';
  if (percent < 0.01) return '<0.01%';
  return `${number(percent, percent < 1 ? 2 : percent < 10 ? 1 : 0)}%`;
}

/** A change against an earlier value: "+12%", "−3.4%", or "new" when there was nothing before. */
export function formatChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0%' : 'new';
  const change = (now - before) / before;
  const text = formatPercent(Math.abs(change));
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : '0%';
}
