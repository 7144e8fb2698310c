import { NUMERIC_KEYS } from './answer-shapes.gen';

/**
 * The service's JSON, read exactly. The live service sends event sequences above 2^53, which
 * `JSON.parse` rounds to a multiple of 512 (two events of one millisecond then read as one). An
 * integer beyond 2^53 keeps its decimal text, unless the contract types its key as a plain number (a
 * time or a quantity, read as the nearest number); and a `null` property, which the live service sends
 * for a key an event does not have, is read as absent. The browser's own parser does it, with the
 * source text it gives a reviver (JSON.parse source text access: a web standard in every engine since
 * 2025, Chromium 114, Firefox 135, Safari 18.4); a browser older than that reads such a number as the
 * nearest one.
 */

/** Sixteen digits in a row: only then can a number in the text be beyond 2^53. */
const LONG_DIGITS = /\d{16}/;
const INTEGER_TEXT = /^-?\d+$/;

type SourceContext = { source?: string } | undefined;

/** An integer's text as it is kept: itself when beyond 2^53 (and its key not a plain number), else the number. */
function integerOf(key: string, text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) || NUMERIC_KEYS.has(key) ? value : text;
}

function revive(this: unknown, key: string, value: unknown, context?: SourceContext): unknown {
  if (value === null) return key === '' || Array.isArray(this) ? null : undefined;
  if (typeof value === 'number' && !Number.isSafeInteger(value) && Number.isInteger(value)) {
    const source = context?.source;
    if (source !== undefined && INTEGER_TEXT.test(source)) return integerOf(key, source);
  }
  return value;
}

/** Parses the service's JSON text exactly (see above); throws as JSON.parse does on text that is not JSON. */
export function parseExactJson(text: string): unknown {
  // Most answers have neither: the native parser, at its own speed, without a reviver.
  if (!LONG_DIGITS.test(text) && !text.includes('null')) return JSON.parse(text) as unknown;
  return JSON.parse(text, revive) as unknown;
}

/** An exact integer as the console keeps it: its decimal text (a number from an older answer too). */
export function exactText(value: number | string | undefined | null): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : undefined) : value;
}

/** Compares two exact integers' texts by value (for ordering events by sequence). */
export function compareExact(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
