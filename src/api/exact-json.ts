import { NUMERIC_KEYS } from './answer-shapes.gen';

/**
 * The service's JSON, read exactly. The live service sends event sequences above 2^53, which
 * `JSON.parse` rounds to a multiple of 512 (two events of one millisecond then read as one). An
 * integer beyond 2^53 keeps its decimal text, unless the contract types its key as a plain number (a
 * time or a quantity, read as the nearest number); and a `null` property, which the live service sends
 * for a key an event does not have, is read as absent. Where the browser gives a reviver each number's
 * source text (JSON.parse source text access, Chromium 114+), the native parser does it; elsewhere the
 * lossless-json library does the same, loaded only there.
 */

/** Sixteen digits in a row: only then can a number in the text be beyond 2^53. */
const LONG_DIGITS = /\d{16}/;
const INTEGER_TEXT = /^-?\d+$/;

type SourceContext = { source?: string } | undefined;

const sourceAccess = (() => {
  try {
    return (
      JSON.parse('1', (_key, value: unknown, context?: SourceContext) =>
        context?.source === '1' ? 'yes' : value,
      ) === 'yes'
    );
  } catch {
    return false;
  }
})();

/** What an integer's text becomes: itself when beyond 2^53 (the key not a plain number), else the number. */
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
export async function parseExactJson(text: string): Promise<unknown> {
  // Most answers have neither: the native parser, at its own speed.
  if (!LONG_DIGITS.test(text) && !text.includes('null')) return JSON.parse(text) as unknown;
  if (sourceAccess) return JSON.parse(text, revive) as unknown;
  const { parse, isInteger, isSafeNumber, LosslessNumber } = await import('lossless-json');
  return parse(
    text,
    function (this: unknown, key: string, value: unknown) {
      if (value instanceof LosslessNumber) return integerOf(key, value.value);
      return revive.call(this, key, value);
    },
    // Numbers the library can hold as numbers are numbers; an integer it cannot stays its text.
    (number) =>
      isInteger(number) && !isSafeNumber(number) ? new LosslessNumber(number) : parseFloat(number),
  );
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
